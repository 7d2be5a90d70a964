import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const BASE58 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const HEX = '4174472e7d35395a6b5add427eecb7f4b62ad2b071';

async function openConverter() {
  const user = userEvent.setup();
  renderApp('/more/encodingconverter');
  await screen.findByRole('heading', { level: 1, name: 'Encoding Converter' });
  return user;
}

describe('encoding converter page', () => {
  it('converts an address both ways as it is typed, and copies the result', async () => {
    const user = await openConverter();
    await user.type(screen.getByLabelText('Base58 address'), BASE58);
    expect(screen.getByLabelText('Hex address')).toHaveValue(HEX);
    await user.click(screen.getByRole('button', { name: 'Copy Hex address' }));
    expect(await navigator.clipboard.readText()).toBe(HEX);
    expect(screen.getByRole('button', { name: 'Hex address copied' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Hex address'));
    await user.type(screen.getByLabelText('Hex address'), `0x${HEX.slice(2)}`);
    expect(screen.getByLabelText('Base58 address')).toHaveValue(BASE58);
  });

  it('shows a validation message under a bad input and keeps the other side', async () => {
    const user = await openConverter();
    const base58 = screen.getByLabelText('Base58 address');
    await user.type(base58, BASE58);
    await user.type(base58, 'x');
    expect(base58).toHaveAttribute('aria-invalid', 'true');
    expect(base58).toHaveAccessibleDescription(/^Not a valid address: /);
    expect(screen.getByLabelText('Hex address')).toHaveValue(HEX);
    await user.type(base58, '{Backspace}');
    expect(base58).toHaveAttribute('aria-invalid', 'false');
  });

  it('converts strings, numbers and sun amounts', async () => {
    const user = await openConverter();
    await user.type(screen.getByLabelText('String'), 'POX');
    expect(screen.getByLabelText('Hex (UTF-8 bytes)')).toHaveValue('504f58');
    await user.type(screen.getByLabelText('Hex number'), 'ff');
    expect(screen.getByLabelText('Decimal number')).toHaveValue('255');
    await user.type(screen.getByLabelText('Amount in POX'), '1.5');
    expect(screen.getByLabelText('Amount in sun')).toHaveValue('1500000');
    await user.type(screen.getByLabelText('Amount in sun'), '1');
    expect(screen.getByLabelText('Amount in POX')).toHaveValue('15.000001');
  });

  it('encodes a function call and decodes it back', async () => {
    const user = await openConverter();
    const abi = screen.getByRole('region', { name: 'ABI encoding and decoding' });
    await user.type(within(abi).getByLabelText('Function signature'), 'transfer(address,uint256)');
    await user.type(within(abi).getByLabelText('Arguments'), `${BASE58}{Enter}25`);
    const encoded = within(abi).getByLabelText('Encoded call data');
    await expect.poll(() => (encoded as HTMLTextAreaElement).value).toMatch(/^0xa9059cbb0{24}74472e7d/);
    await user.type(
      within(abi).getByLabelText('Function signature or ABI (JSON)'),
      'transfer(address,uint256)',
    );
    await user.click(within(abi).getByLabelText('Call data (hex)'));
    await user.paste((encoded as HTMLTextAreaElement).value);
    expect(within(abi).getByLabelText('Decoded call')).toHaveValue(
      `transfer(address,uint256)  selector 0xa9059cbb\nargument 1 (address): ${BASE58}\nargument 2 (uint256): 25`,
    );
    await user.type(within(abi).getByLabelText('Arguments'), '{Enter}3');
    expect(within(abi).getByLabelText('Arguments')).toHaveAccessibleDescription(/takes 2 arguments, 3 given/);
  });

  it('hashes text and hex bytes with keccak256 and sha256', async () => {
    const user = await openConverter();
    await user.type(screen.getByLabelText('Input to hash'), 'abc');
    expect(screen.getByLabelText('keccak256')).toHaveValue(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
    expect(screen.getByLabelText('sha256')).toHaveValue(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    await user.click(screen.getByRole('radio', { name: 'Hex bytes' }));
    expect(screen.getByLabelText('Input to hash')).toHaveAccessibleDescription(/^Not valid hex/);
    await user.clear(screen.getByLabelText('Input to hash'));
    await user.type(screen.getByLabelText('Input to hash'), '616263');
    expect(screen.getByLabelText('sha256')).toHaveValue(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { RECEIVER, SIGNER, signedTransfer, signedTransferHex } from './testTransaction.test-util';

const hexText = (text: string) => Buffer.from(text, 'utf8').toString('hex');

async function openBroadcast(routes: FakeRoutes = {}) {
  const user = userEvent.setup();
  const view = renderApp('/more/broadcasttransaction', {
    routes: { nodeAccount: { data: {} }, ...routes },
  });
  await screen.findByRole('heading', { level: 1, name: 'Broadcast Transaction' });
  const paste = (text: string) =>
    fireEvent.change(screen.getByLabelText('Signed transaction (JSON or hex)'), { target: { value: text } });
  return { user, paste, requests: view.requests };
}

describe('broadcast transaction page', () => {
  it('previews a signed JSON transaction from its bytes and broadcasts it', async () => {
    const tx = signedTransfer();
    const { user, paste, requests } = await openBroadcast({
      broadcastTransaction: { data: { result: true, txid: tx.txID } },
    });
    paste(JSON.stringify(tx, null, 2));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('TransferContract')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: SIGNER })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: RECEIVER })).toBeInTheDocument();
    expect(within(preview).getByText('1.5 POX')).toBeInTheDocument();
    expect(within(preview).getByText(/^2030-03-17 17:46:40 UTC/)).toBeInTheDocument();
    expect(await within(preview).findByText(`Valid: signed by ${SIGNER}.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Broadcast' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The node accepted the transaction');
    expect(screen.getByRole('link', { name: tx.txID })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/broadcasttransaction')?.data).toEqual(tx);
  });

  it("flags a tampered hex transaction's signature and shows java-tron's refusal decoded", async () => {
    const { user, paste, requests } = await openBroadcast({
      broadcastHex: {
        data: { code: 'SIGERROR', message: hexText('Validate signature error: sig error') },
      },
    });
    const hex = signedTransferHex();
    // The amount 1500000 is the varint e0 c6 5b; one more sun changes the signed bytes.
    const tampered = hex.replace('18e0c65b', '18e1c65b');
    expect(tampered).not.toBe(hex);
    paste(tampered);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('1.500001 POX')).toBeInTheDocument();
    expect(
      await within(preview).findByText(/^Invalid: it recovers to T\w+, which may not sign/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Broadcast' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('SIGERROR: A signature is missing or invalid.');
    expect(refusal).toHaveTextContent('Node message: Validate signature error: sig error');
    expect(requests.find((r) => r.url === '/wallet/broadcasthex')?.data).toEqual({ transaction: tampered });
  });

  it('explains input it cannot read and keeps Broadcast disabled', async () => {
    const { paste } = await openBroadcast();
    paste('{"raw_data": {}}');
    expect(screen.getByLabelText('Signed transaction (JSON or hex)')).toHaveAccessibleDescription(
      /The JSON has no raw_data_hex: paste the transaction as the wallet returned it\./,
    );
    expect(screen.getByRole('button', { name: 'Broadcast' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });
});

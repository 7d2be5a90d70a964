import { recoverAddressFromDigest, toBase58Address } from '@poxscan/protocol/browser';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UnsignedTransaction } from '../../api/fullnodeTypes';
import type { NodeContract } from '../../api/resources/explorer';
import { verifiedContract } from '../../components/testing/contractSamples';
import { accountDetail, address } from '../../components/testing/samples';
import type { FakeRoutes, RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { devnetAccounts } from '../../wallet/devnet/devnetKeys';

/** A real PRC20 contract (ABI and bytecode) and a real unsigned call built by java-tron. */
const CONTRACT = readJavaTronFixture<NodeContract & { contract_address: string }>('getcontract-1.json');
const BUILT = readJavaTronFixture<{ transaction: UnsignedTransaction }>('triggersmartcontract-1.json');
const token = CONTRACT.contract_address;
const holder = address('holder');

const routes: FakeRoutes = {
  accountDetail: { data: accountDetail('token', { address: token, isContract: true }) },
  nodeAccount: { data: { address: token, type: 'Contract' } },
  nodeContract: { data: CONTRACT },
  contractDetail: {
    status: 404,
    data: { error: { code: 'NOT_FOUND', message: 'contract' } },
  },
  contractEvents: { data: { items: [], nextCursor: null } },
  constantCall: {
    data: {
      result: { result: true },
      constant_result: [(1234n * 10n ** 6n).toString(16).padStart(64, '0')],
      energy_used: 500,
    },
  },
  triggerContract: { data: BUILT },
  broadcastTransaction: (request: RecordedRequest) => ({
    data: { result: true, txid: (request.data as { txID: string }).txID },
  }),
};

function connectWallet(walletAddress: string) {
  sessionStorage.setItem(
    'persist:poxscan',
    JSON.stringify({
      home: JSON.stringify({ poxPrice: 0, walletAddress }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./AddressPage'), 60_000);

describe('address page of a contract', () => {
  it('offers code, read, write and events tabs; shows the unverified code, ABI and bytecode', async () => {
    renderApp(`/address-account/${token}?tab=code`, { routes });
    expect(await screen.findByRole('tab', { name: 'Write contract' })).toBeInTheDocument();
    expect(
      await screen.findByText('The source code of this contract has not been verified.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ABI' })).toHaveTextContent('"balanceOf"');
  });

  it('reads a view function through a constant call and decodes the result', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp(`/address-account/${token}?tab=read`, { routes });
    await user.click(await screen.findByText(/\. balanceOf$/));
    const form = screen.getByRole('form', { name: 'Read balanceOf' });
    await user.type(within(form).getByRole('textbox'), holder);
    await user.click(within(form).getByRole('button', { name: 'Query' }));
    expect(await within(form).findByRole('table', { name: 'Result of balanceOf' })).toHaveTextContent(
      '1234000000',
    );
    const call = requests.find((r) => r.url === '/wallet/triggerconstantcontract')?.data as Record<
      string,
      unknown
    >;
    expect(call).toMatchObject({
      contract_address: token,
      function_selector: 'balanceOf(address)',
      owner_address: token,
      visible: true,
    });
    expect(call.parameter).toMatch(/^0{24}[0-9a-f]{40}$/);
  });

  it("reads and writes through the verified ABI when the node's ABI is empty", async () => {
    const verifiedRoutes = {
      ...routes,
      nodeContract: { data: { contract_address: token } },
      contractDetail: { data: verifiedContract(token) },
    };
    const read = renderApp(`/address-account/${token}?tab=read`, { routes: verifiedRoutes });
    expect(await screen.findByText(/\. balanceOf$/)).toBeInTheDocument();
    expect(screen.queryByText(/\. totalSupply$/)).toBeNull();
    read.unmount();
    connectWallet(holder);
    renderApp(`/address-account/${token}?tab=write`, { routes: verifiedRoutes });
    expect(await screen.findByText(/\. transfer$/)).toBeInTheDocument();
    expect(screen.queryByText(/\. approve$/)).toBeNull();
  });

  it('names a malformed argument instead of calling', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp(`/address-account/${token}?tab=read`, { routes });
    await user.click(await screen.findByText(/\. balanceOf$/));
    const form = screen.getByRole('form', { name: 'Read balanceOf' });
    await user.click(within(form).getByRole('button', { name: 'Query' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('address needs a value');
    expect(requests.some((r) => r.url === '/wallet/triggerconstantcontract')).toBe(false);
  });

  it('asks for a wallet before writing', async () => {
    renderApp(`/address-account/${token}?tab=write`, { routes });
    expect(
      await screen.findByText(
        'Connect a wallet (the button at the top of the page) to write to this contract.',
      ),
    ).toBeInTheDocument();
  });

  it('writes through the connected devnet wallet: built by the node, signed, broadcast', async () => {
    const user = userEvent.setup();
    const [account] = devnetAccounts(1);
    connectWallet(account!.address);
    const { requests } = renderApp(`/address-account/${token}?tab=write`, {
      routes,
      config: { devnet: true },
    });
    await user.click(await screen.findByText(/\. transfer$/));
    const form = screen.getByRole('form', { name: 'Write transfer' });
    const [to, amount] = within(form).getAllByRole('textbox');
    await user.type(to!, holder);
    await user.type(amount!, '100');
    await user.click(within(form).getByRole('button', { name: 'Write' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `Sent: ${BUILT.transaction.txID.slice(0, 8)}`,
    );
    const build = requests.find((r) => r.url === '/wallet/triggersmartcontract')?.data;
    expect(build).toMatchObject({
      owner_address: account!.address,
      function_selector: 'transfer(address,uint256)',
      fee_limit: 100_000_000,
      call_value: 0,
    });
    const signed = requests.find((r) => r.url === '/wallet/broadcasttransaction')?.data as {
      txID: string;
      signature: string[];
    };
    expect(toBase58Address(recoverAddressFromDigest(signed.txID, signed.signature[0]!))).toBe(
      account!.address,
    );
  });
});

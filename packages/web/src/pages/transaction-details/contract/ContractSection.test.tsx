import type { TransactionDetail } from '@poxscan/api/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, transactionDetail } from '../../../components/testing/samples';
import { renderApp } from '../../../test/renderApp';

/** A contract call that sends `callTokenValue` of PRC10 token `tokenId` along (0 and 0: none). */
function call(tokenId: string, callTokenValue: string): TransactionDetail {
  const contract = address('token contract');
  return transactionDetail('call', {
    contractType: 31,
    contractTypeName: 'TriggerSmartContract',
    to: contract,
    amount: '0',
    token: null,
    parameter: {
      type: 'TriggerSmartContract',
      typeName: 'TriggerSmartContract',
      owner: address('alice'),
      permissionId: 0,
      contract,
      data: 'a9059cbb',
      selector: 'a9059cbb',
      callValue: '0',
      callTokenValue,
      tokenId,
    },
  });
}

async function contractPanel(tx: TransactionDetail) {
  renderApp(`/transactiondetails/${tx.hash}`, {
    routes: { transactionLookup: { data: { transaction: tx } }, nodeContract: { data: {} } },
  });
  const panel = await screen.findByRole('region', { name: 'Contract: Contract Call' });
  await within(panel).findByText('Method ID');
  return panel;
}

describe('contract section of a call', () => {
  it('leaves the PRC10 rows out when the call sends no PRC10 token', async () => {
    const panel = await contractPanel(call('0', '0'));
    expect(panel).toHaveTextContent('Value sent0 POX');
    expect(panel).not.toHaveTextContent('PRC10');
  });

  it('shows the PRC10 token and amount when the call sends one', async () => {
    const panel = await contractPanel(call('1000001', '5000'));
    const token = within(panel).getByText('PRC10 token sent').parentElement!;
    expect(within(token).getByRole('link', { name: '1000001' })).toHaveAttribute(
      'href',
      '/tokendetails/1000001',
    );
    expect(panel).toHaveTextContent('PRC10 amount (base units)5,000');
  });
});

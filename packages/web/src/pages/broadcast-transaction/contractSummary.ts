import { type DecodedContract, formatPox } from '@poxscan/protocol/browser';

/** The "to" and "amount" of a contract, in words, for the preview; absent when the type has none. */
export interface ContractSummary {
  to?: string;
  amount?: string;
}

const pox = (sun: bigint) => `${formatPox(sun, { thousands: true })} POX`;

export function summarize(contract: DecodedContract): ContractSummary {
  switch (contract.type) {
    case 'Transfer':
      return { to: contract.to, amount: pox(contract.amount) };
    case 'TransferAsset':
      return { to: contract.to, amount: `${contract.amount.toString()} of token ${contract.assetName}` };
    case 'TriggerSmartContract':
      return { to: contract.contract, amount: pox(contract.callValue) };
    case 'CreateSmartContract':
      return { amount: pox(contract.callValue) };
    case 'FreezeBalanceV2':
      return { amount: `${pox(contract.frozenBalance)} for ${contract.resource}` };
    case 'UnfreezeBalanceV2':
      return { amount: `${pox(contract.unfreezeBalance)} of ${contract.resource}` };
    case 'DelegateResource':
    case 'UnDelegateResource':
      return { to: contract.receiver, amount: `${pox(contract.balance)} of ${contract.resource}` };
    case 'VoteWitness':
      return { amount: `${contract.totalVotes.toString()} votes` };
    default:
      return {};
  }
}

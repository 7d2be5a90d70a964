import { contractAddressOf, encodeAbiParams, toBase58Address } from '@poxscan/protocol/browser';
import { useState } from 'react';
import { parseArgument } from '../components/contract/parseArgument';
import { fromBuilderReply } from '../wallet-actions/nodeSteps';
import type { WalletAction } from '../wallet-actions/types';
import { useWalletAction } from '../wallet-actions/useWalletAction';
import { type CompiledContract, constructorOf } from './compilation';
import { type DeploySettings, deployBody } from './deploySettings';

export interface Deployed {
  address: string;
  txid: string;
  blockNumber: number;
}

/** Reads the constructor's typed arguments into their ABI encoding (hex); throws naming the bad one. */
export function encodeConstructorArguments(contract: CompiledContract, values: readonly string[]): string {
  const { inputs } = constructorOf(contract);
  const args = inputs.map((input, i) => {
    try {
      return parseArgument(input.type, values[i] ?? '');
    } catch (error) {
      throw new Error(`${input.name || `argument ${i + 1}`}: ${(error as Error).message}`);
    }
  });
  try {
    return encodeAbiParams(inputs, args);
  } catch (error) {
    throw new Error(`The constructor arguments do not encode: ${(error as Error).message}`);
  }
}

/** CreateSmartContract through the shared wallet flow; the new address is known from the txID. */
export function useDeploy() {
  const { owner, pending, run } = useWalletAction();
  const [deployed, setDeployed] = useState<Deployed>();
  async function deploy(
    contract: CompiledContract,
    parameterHex: string,
    settings: DeploySettings,
    toast: Partial<Pick<WalletAction, 'label' | 'affects'>> = {},
  ) {
    setDeployed(undefined);
    let address = '';
    const outcome = await run({
      label: toast.label ?? `Deploy ${contract.name}`,
      affects: toast.affects ?? ['contracts', 'nodeAccount'],
      build: async (api, from) => {
        const reply = await api.request(
          'deployContract',
          deployBody(from, contract, parameterHex, settings, constructorOf(contract).payable),
        );
        const unsigned = fromBuilderReply(reply);
        address = toBase58Address(contractAddressOf(unsigned.txID, from));
        return unsigned;
      },
    });
    if (outcome !== undefined) setDeployed({ address, ...outcome });
    return outcome;
  }
  return { owner, deploying: pending !== undefined, deployed, deploy };
}

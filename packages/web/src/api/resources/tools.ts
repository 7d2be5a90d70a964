import type {
  VerificationCompilers,
  VerificationJob,
  VerifyBody,
  VerifyJobParams,
} from '@poxscan/api/schemas';
import type { BroadcastResult } from '../fullnodeTypes';
import { get, post } from '../resource';
import type { BuilderReply } from './governance-screens';

/** java-tron's `/wallet/deploycontract` arguments (CreateSmartContract); amounts in sun. */
export interface DeployContractBody {
  owner_address: string;
  /** The ABI as JSON text, as solc emits it. */
  abi: string;
  bytecode: string;
  /** ABI-encoded constructor arguments (hex), appended to the bytecode by the node. */
  parameter?: string;
  name: string;
  fee_limit: number;
  call_value?: number;
  /** Share of the callers' energy the callers pay (0–100); the rest comes from the deployer. */
  consume_user_resource_percent: number;
  /** The most energy the deployer pays for one call. */
  origin_energy_limit: number;
  visible: true;
}

/** The unsigned CreateSmartContract and the address the contract will have, or java-tron's `Error`. */
export type DeployedTransaction = BuilderReply & { contract_address?: string };

/** `/wallet/broadcasthex`: a serialized, signed Transaction as hex. */
export interface BroadcastHexBody {
  transaction: string;
}

/** The tool screens' calls (docs/api.md: "Contract verification" and the full-node service). */
export const toolResources = {
  verificationCompilers: get<void, VerificationCompilers>('governance', '/dev/verify/compilers'),
  verifyContract: post<VerifyBody, VerificationJob>('governance', '/dev/verify'),
  verificationJob: get<VerifyJobParams, VerificationJob>('governance', '/dev/verify/:id'),
  deployContract: post<DeployContractBody, DeployedTransaction>('fullnode', '/wallet/deploycontract'),
  broadcastHex: post<BroadcastHexBody, BroadcastResult>('fullnode', '/wallet/broadcasthex'),
};

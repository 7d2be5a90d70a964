/**
 * The ABI codec of the explorer screens, in its own chunk: it pulls the ABI coder in, so it loads only
 * where a call, a result or a log is decoded or a contract is called.
 */
export {
  type AbiEntry,
  type AbiParam,
  decodeEventLog,
  decodeFunctionCall,
  decodeFunctionResult,
  encodeFunctionCall,
  functionSignature,
  normalizeAbi,
} from '@poxscan/protocol/browser';

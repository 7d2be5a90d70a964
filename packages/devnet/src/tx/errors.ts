/** java-tron's broadcast response codes (GrpcAPI.Return.response_code). */
export type ResponseCode =
  | 'SUCCESS'
  | 'SIGERROR'
  | 'CONTRACT_VALIDATE_ERROR'
  | 'CONTRACT_EXE_ERROR'
  | 'BANDWITH_ERROR'
  | 'DUP_TRANSACTION_ERROR'
  | 'TAPOS_ERROR'
  | 'TOO_BIG_TRANSACTION_ERROR'
  | 'TRANSACTION_EXPIRATION_ERROR'
  | 'SERVER_BUSY'
  | 'OTHER_ERROR';

/** A transaction the chain refuses; `message` is the text java-tron would hex-encode in its reply. */
export class TxRejected extends Error {
  constructor(
    readonly code: ResponseCode,
    message: string,
  ) {
    super(message);
  }
}

/** A contract's own validation failure (java-tron's ContractValidateException). */
export class ContractValidateError extends TxRejected {
  constructor(readonly reason: string) {
    super('CONTRACT_VALIDATE_ERROR', `Contract validate error : ${reason}`);
  }
}

export const validate = (condition: unknown, reason: string): void => {
  if (!condition) throw new ContractValidateError(reason);
};

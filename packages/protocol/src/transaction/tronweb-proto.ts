import { utils } from 'tronweb';

// tronweb ships generated protobuf classes and registers them on globalThis when its transaction
// utilities load (importing 'tronweb' above does that). These are the few members we use.
interface PbMessage {
  serializeBinary(): Uint8Array;
}
export interface TxPb extends PbMessage {
  getRawData(): PbMessage;
  addSignature(value: Uint8Array): void;
  addRet(value: PbMessage): void;
}
interface ResultPb extends PbMessage {
  setFee(value: number): void;
  setRet(value: number): void;
  setContractret(value: number): void;
}
interface RawPb {
  getContractList(): Array<{ getType(): number }>;
}
interface TronWebProtoShape {
  Transaction: {
    new (): TxPb;
    deserializeBinary(bytes: Uint8Array): TxPb;
    raw: { deserializeBinary(bytes: Uint8Array): RawPb };
    Result: {
      new (): ResultPb;
      code: Record<string, number>;
      contractResult: Record<string, number>;
    };
  };
}

export const tronProto = (globalThis as unknown as { TronWebProto: TronWebProtoShape }).TronWebProto;

/** tronweb's own JSON → protobuf builder (what `trx.sign` and tronweb clients hash). */
export function txJsonToPb(tx: { raw_data: unknown; visible?: boolean }): TxPb {
  return utils.transaction.txJsonToPb(tx) as TxPb;
}

/** tronweb's own raw_data hex → JSON decoder, for one contract type. */
export function deserializeRawData(typeName: string, rawDataHex: string): Record<string, unknown> {
  return utils.deserializeTx.deserializeTransaction(typeName, rawDataHex) as Record<string, unknown>;
}

import {
  bytesToHex,
  encodeTransaction,
  encodeTransactionRawData,
  privateKeyToAddress,
  sha256Hex,
  signTransaction,
  type TransactionJson,
  toBase58Address,
  utf8ToBytes,
} from '@poxscan/protocol';

/** A real signed transfer (test key, real protobuf and signature) for the broadcast page's tests. */
export const SIGNER_KEY = sha256Hex(utf8ToBytes('poxscan broadcast test'));
export const SIGNER_HEX = privateKeyToAddress(SIGNER_KEY);
export const SIGNER = toBase58Address(SIGNER_HEX);
export const RECEIVER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
export const RECEIVER_HEX = '4174472e7d35395a6b5add427eecb7f4b62ad2b071';
export const EXPIRATION = 1_900_000_000_000;

export function signedTransfer(amount = 1_500_000): TransactionJson & { signature: string[] } {
  const raw_data = {
    contract: [
      {
        parameter: {
          value: { amount, owner_address: SIGNER_HEX, to_address: RECEIVER_HEX },
          type_url: 'type.googleapis.com/protocol.TransferContract',
        },
        type: 'TransferContract',
      },
    ],
    ref_block_bytes: '8acb',
    ref_block_hash: '7c571ea3e7e9dbf3',
    expiration: EXPIRATION,
    timestamp: EXPIRATION - 60_000,
  };
  const raw_data_hex = bytesToHex(encodeTransactionRawData(raw_data));
  const unsigned = { visible: false, txID: sha256Hex(raw_data_hex), raw_data, raw_data_hex };
  return signTransaction(unsigned, SIGNER_KEY) as unknown as TransactionJson & { signature: string[] };
}

export function signedTransferHex(amount?: number): string {
  return bytesToHex(encodeTransaction(signedTransfer(amount)));
}

// The few members of google-protobuf's BinaryWriter/BinaryReader that the block encoder uses
// (the package ships no type declarations).
declare module 'google-protobuf' {
  export class BinaryWriter {
    writeInt64String(field: number, value: string): void;
    writeInt32(field: number, value: number): void;
    writeBytes(field: number, value: Uint8Array): void;
    getResultBuffer(): Uint8Array;
  }
  const jspb: { BinaryWriter: typeof BinaryWriter };
  export default jspb;
}

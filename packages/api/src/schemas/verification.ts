import { type Static, Type } from 'typebox';
import { Address, Timestamp } from './common.js';

/** EVM versions solc knows, oldest first; each compiler accepts those it was released after. */
export const EVM_VERSIONS = [
  'homestead',
  'tangerineWhistle',
  'spuriousDragon',
  'byzantium',
  'constantinople',
  'petersburg',
  'istanbul',
  'berlin',
  'london',
  'paris',
  'shanghai',
  'cancun',
  'prague',
  'osaka',
] as const;

const SOURCE_TYPES = ['single-file', 'multi-file', 'standard-json'] as const;

/** Largest request body of `POST /dev/verify` (sources included). */
export const VERIFY_BODY_LIMIT = 4 * 1024 * 1024;

/** `POST /dev/verify`. Which source field is required depends on `sourceType`. */
export const VerifyBody = Type.Object(
  {
    address: Address,
    contractName: Type.String({
      minLength: 1,
      maxLength: 300,
      pattern: '^([^:]+:)?[A-Za-z_$][A-Za-z0-9_$]*$',
      description: '`Name`, or `file:Name` when several files define it',
    }),
    compilerVersion: Type.String({
      minLength: 1,
      maxLength: 64,
      description: '`0.8.37` or `v0.8.37+commit.f401782d`; see GET /dev/verify/compilers',
    }),
    sourceType: Type.Enum(SOURCE_TYPES, {
      description: 'which of sourceCode, sourceFiles or standardJson holds the sources',
    }),
    sourceCode: Type.Optional(
      Type.String({ minLength: 1, maxLength: VERIFY_BODY_LIMIT, description: 'single-file: the source' }),
    ),
    fileName: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 255,
        description: 'single-file: its name; default `<contractName>.sol`',
      }),
    ),
    sourceFiles: Type.Optional(
      Type.Record(Type.String({ minLength: 1, maxLength: 255 }), Type.String(), {
        description: 'multi-file: `{ "path/File.sol": "source" }`, import paths as written in the sources',
      }),
    ),
    standardJson: Type.Optional(
      Type.Object(
        {
          language: Type.Literal('Solidity'),
          sources: Type.Record(Type.String({ minLength: 1 }), Type.Object({ content: Type.String() })),
          settings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        },
        { description: 'standard-json: solc standard JSON input; its settings apply, outputSelection aside' },
      ),
    ),
    optimizer: Type.Optional(Type.Boolean({ default: false, description: 'single/multi-file only' })),
    optimizerRuns: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 4_294_967_295,
        default: 200,
        description: 'single/multi-file only',
      }),
    ),
    evmVersion: Type.Optional(
      Type.Enum(EVM_VERSIONS, { description: "single/multi-file only; default: the compiler's default" }),
    ),
    license: Type.Optional(
      Type.String({
        maxLength: 64,
        pattern: '^[A-Za-z0-9.+()\\- ]+$',
        description: 'SPDX identifier, e.g. MIT',
      }),
    ),
    constructorArguments: Type.Optional(
      Type.String({
        maxLength: 131_072,
        pattern: '^(0x)?([0-9a-fA-F]{2})*$',
        description: 'ABI-encoded constructor arguments, hex; omitted: the ones on chain are taken',
      }),
    ),
  },
  { additionalProperties: false },
);
export type VerifyBody = Static<typeof VerifyBody>;

export const VerifyJobParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    description: 'job id (a UUID) from POST /dev/verify',
  }),
});
export type VerifyJobParams = Static<typeof VerifyJobParams>;

export const VerificationFailure = Type.Object({
  code: Type.String({ description: 'NOT_A_CONTRACT, COMPILER_MISMATCH, BYTECODE_MISMATCH, …' }),
  message: Type.String(),
  onChainCompiler: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.String())),
  contracts: Type.Optional(Type.Array(Type.String())),
  libraries: Type.Optional(Type.Array(Type.String())),
  bytecode: Type.Optional(Type.Union([Type.Literal('creation'), Type.Literal('runtime')])),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  onChainLength: Type.Optional(Type.Integer({ minimum: 0 })),
  compiledLength: Type.Optional(Type.Integer({ minimum: 0 })),
  expected: Type.Optional(Type.String()),
  given: Type.Optional(Type.String()),
  argument: Type.Optional(
    Type.Object({
      index: Type.Integer({ minimum: 0 }),
      name: Type.String(),
      type: Type.String(),
      expected: Type.String(),
      given: Type.String(),
    }),
  ),
});
export type VerificationFailure = Static<typeof VerificationFailure>;

export const VerificationMatch = Type.Object({
  match: Type.Union([Type.Literal('full'), Type.Literal('partial')]),
  checked: Type.Array(Type.Union([Type.Literal('creation'), Type.Literal('runtime')])),
  contractName: Type.String(),
  contractFile: Type.String(),
  compilerVersion: Type.String(),
  constructorArguments: Type.String({ description: 'hex, no 0x' }),
  decodedConstructorArguments: Type.Array(
    Type.Object({ name: Type.String(), type: Type.String(), value: Type.Unknown() }),
  ),
  note: Type.Optional(Type.String()),
  abi: Type.Array(Type.Unknown()),
});
export type VerificationMatch = Static<typeof VerificationMatch>;

/** `POST /dev/verify` (202) and `GET /dev/verify/:id`. */
export const VerificationJob = Type.Object({
  id: Type.String(),
  status: Type.Union([
    Type.Literal('queued'),
    Type.Literal('compiling'),
    Type.Literal('verified'),
    Type.Literal('failed'),
  ]),
  address: Address,
  contractName: Type.String(),
  compilerVersion: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  verified: Type.Union([VerificationMatch, Type.Null()]),
  failure: Type.Union([VerificationFailure, Type.Null()]),
});
export type VerificationJob = Static<typeof VerificationJob>;

/** `GET /dev/verify/compilers`. */
export const VerificationCompilers = Type.Object({
  compilers: Type.Array(Type.Object({ version: Type.String(), longVersion: Type.String() })),
  evmVersions: Type.Array(Type.String()),
});
export type VerificationCompilers = Static<typeof VerificationCompilers>;

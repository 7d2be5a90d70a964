import { hexToBytes } from '../hex.js';
import { type FieldReader, MalformedFieldError } from './fields.js';
import type {
  AccountCreate,
  AccountPermissionUpdate,
  AccountUpdate,
  ContractBase,
  PermissionDecoded,
  SetAccountId,
} from './types.js';

const ACCOUNT_TYPES = ['Normal', 'AssetIssue', 'Contract'] as const;
const PERMISSION_TYPES = ['Owner', 'Witness', 'Active'] as const;

function enumValue<T extends string>(names: readonly T[], value: unknown, key: string): T {
  if (value === undefined || value === null) return names[0]!;
  if (typeof value === 'string' && (names as readonly string[]).includes(value)) return value as T;
  if (typeof value === 'number' && names[value]) return names[value]!;
  throw new MalformedFieldError(`${key}: unknown value ${JSON.stringify(value)}`);
}

/** Contract type numbers whose bit is set in a permission's operations bitmap (bit n = byte n/8, bit n%8). */
export function allowedContractTypes(operationsHex: string): number[] {
  const bytes = hexToBytes(operationsHex);
  const allowed: number[] = [];
  for (let n = 0; n < bytes.length * 8; n++) {
    if ((bytes[n >> 3]! >> (n & 7)) & 1) allowed.push(n);
  }
  return allowed;
}

function decodePermission(p: FieldReader): PermissionDecoded {
  const operations = p.hex('operations');
  return {
    type: enumValue(PERMISSION_TYPES, p.value.type, 'type'),
    id: p.number('id'),
    name: typeof p.value.permission_name === 'string' ? p.value.permission_name : '',
    threshold: p.int('threshold'),
    parentId: p.number('parent_id'),
    operations,
    allowedContractTypes: allowedContractTypes(operations),
    keys: p.list('keys').map((k) => ({ address: k.address('address'), weight: k.int('weight') })),
  };
}

export const accountDecoders = {
  AccountCreateContract: (f: FieldReader, base: ContractBase): AccountCreate => ({
    type: 'AccountCreate',
    ...base,
    account: f.address('account_address'),
    accountType: enumValue(ACCOUNT_TYPES, f.value.type, 'type'),
  }),
  AccountUpdateContract: (f: FieldReader, base: ContractBase): AccountUpdate => ({
    type: 'AccountUpdate',
    ...base,
    accountName: f.text('account_name'),
  }),
  SetAccountIdContract: (f: FieldReader, base: ContractBase): SetAccountId => ({
    type: 'SetAccountId',
    ...base,
    accountId: f.text('account_id'),
  }),
  AccountPermissionUpdateContract: (f: FieldReader, base: ContractBase): AccountPermissionUpdate => {
    const owner = f.object('owner');
    const witness = f.object('witness');
    return {
      type: 'AccountPermissionUpdate',
      ...base,
      ownerPermission: owner && decodePermission(owner),
      witnessPermission: witness && decodePermission(witness),
      activePermissions: f.list('actives').map(decodePermission),
    };
  },
};

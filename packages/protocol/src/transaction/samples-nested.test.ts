import { describe } from 'vitest';
import { A, A58, B, B58, checkSample, type Sample } from './sample-check.test-util.js';

// Allows TransferContract (bit 1) and TriggerSmartContract (bit 31).
const OPERATIONS = '0200008000000000000000000000000000000000000000000000000000000000';

// Contracts with nested messages: a deployment with its ABI, and a permission update.
const SAMPLES: Sample[] = [
  [
    'CreateSmartContract',
    {
      new_contract: {
        origin_address: A,
        abi: {
          entrys: [
            {
              type: 'Function',
              name: 'balanceOf',
              inputs: [{ name: 'who', type: 'address' }],
              outputs: [{ type: 'uint256' }],
              stateMutability: 'View',
              constant: true,
            },
            { type: 'Event', name: 'Ping', inputs: [{ indexed: true, name: 'from', type: 'address' }] },
          ],
        },
        bytecode: '6080604052',
        call_value: 5,
        consume_user_resource_percent: 30,
        name: 'Token',
        origin_energy_limit: 10_000_000,
      },
    },
    {
      type: 'CreateSmartContract',
      name: 'Token',
      originAddress: A58,
      bytecode: '6080604052',
      callValue: 5n,
      consumeUserResourcePercent: 30,
      originEnergyLimit: 10_000_000n,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          inputs: [{ name: 'who', type: 'address' }],
          outputs: [{ name: '', type: 'uint256' }],
          stateMutability: 'view',
        },
        {
          type: 'event',
          name: 'Ping',
          inputs: [{ name: 'from', type: 'address', indexed: true }],
          outputs: [],
          stateMutability: 'nonpayable',
        },
      ],
    },
  ],
  [
    'AccountPermissionUpdateContract',
    {
      owner: { permission_name: 'owner', threshold: 1, keys: [{ address: A, weight: 1 }] },
      actives: [
        {
          type: 'Active',
          id: 2,
          permission_name: 'active',
          threshold: 2,
          operations: OPERATIONS,
          keys: [
            { address: A, weight: 1 },
            { address: B, weight: 1 },
          ],
        },
      ],
    },
    {
      type: 'AccountPermissionUpdate',
      ownerPermission: {
        type: 'Owner',
        id: 0,
        name: 'owner',
        threshold: 1n,
        keys: [{ address: A58, weight: 1n }],
      },
      activePermissions: [
        {
          type: 'Active',
          id: 2,
          name: 'active',
          threshold: 2n,
          operations: OPERATIONS,
          allowedContractTypes: [1, 31],
          keys: [
            { address: A58, weight: 1n },
            { address: B58, weight: 1n },
          ],
        },
      ],
    },
  ],
];

describe.each(SAMPLES)('%s', (...sample) => checkSample(sample));

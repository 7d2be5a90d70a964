import { bytesToHex, contractAddressOf, hexToBytes, keccak256Bytes, utf8ToHex } from '@poxscan/protocol';
import type { Chain } from '../chain/chain.js';
import { constantCall } from '../contracts/smart.js';
import { buildUnsigned, unsignedJson } from './build-transaction.js';
import { smartContractJson } from './format-chain.js';
import { type ApiRequest, addressParam, HttpError, intParam } from './request.js';
import type { Route } from './server.js';
import { addressOut } from './visible.js';

/** Call data from `data`, or from `function_selector` + ABI-encoded `parameter`. */
function callData(req: ApiRequest): string {
  const selector = req.params.function_selector;
  const parameter = typeof req.params.parameter === 'string' ? req.params.parameter.replace(/^0x/, '') : '';
  let data: string;
  if (typeof selector === 'string' && selector !== '') {
    data = bytesToHex(keccak256Bytes(Buffer.from(selector, 'utf8')).subarray(0, 4)) + parameter;
  } else {
    data = typeof req.params.data === 'string' ? req.params.data.replace(/^0x/, '') : '';
  }
  if (!/^([0-9a-fA-F]{2})*$/.test(data)) throw new HttpError(400, 'parameter data/parameter must be hex');
  return data;
}

export function contractRoutes(chain: Chain): Route[] {
  const world = chain.world;
  return [
    {
      path: 'deploycontract',
      handler: (req) => {
        const owner = addressParam(req, 'owner_address');
        const tx = buildUnsigned(chain, 'CreateSmartContract', req.params);
        const { txID, raw_data, raw_data_hex, visible } = unsignedJson(tx, req.visible);
        return {
          visible,
          txID,
          contract_address: addressOut(contractAddressOf(tx.txID, owner), req.visible),
          raw_data,
          raw_data_hex,
        };
      },
    },
    {
      path: 'triggersmartcontract',
      handler: (req) => {
        addressParam(req, 'owner_address');
        addressParam(req, 'contract_address');
        const tx = buildUnsigned(chain, 'TriggerSmartContract', req.params);
        return { result: { result: true }, transaction: unsignedJson(tx, req.visible) };
      },
    },
    {
      path: 'triggerconstantcontract',
      solidity: true,
      handler: async (req) => {
        const owner = addressParam(req, 'owner_address');
        const contract =
          req.params.contract_address === undefined ? undefined : addressParam(req, 'contract_address');
        const data = callData(req);
        const value = BigInt(intParam(req, 'call_value', 0));
        if (contract !== undefined && world.contracts.get(contract) === undefined) {
          return {
            result: { code: 'CONTRACT_VALIDATE_ERROR', message: utf8ToHex('Smart contract is not exist.') },
          };
        }
        const outcome = await chain.exclusive(() =>
          constantCall(chain.nextContext(), chain.env.vm, { owner, contract, data: hexToBytes(data), value }),
        );
        const tx =
          contract === undefined
            ? undefined
            : buildUnsigned(chain, 'TriggerSmartContract', { ...req.params, data });
        return {
          result: outcome.ok
            ? { result: true }
            : { code: 'CONTRACT_EXE_ERROR', message: utf8ToHex(outcome.message ?? '') },
          energy_used: Number(outcome.energyUsed),
          constant_result: [outcome.result],
          ...(outcome.logs.length > 0 ? { logs: outcome.logs } : {}),
          ...(tx === undefined
            ? {}
            : {
                transaction: { ret: [outcome.ok ? {} : { ret: 'FAILED' }], ...unsignedJson(tx, req.visible) },
              }),
        };
      },
    },
    {
      path: 'getcontract',
      solidity: true,
      handler: (req) => {
        const contract = world.contracts.get(addressParam(req, 'value'));
        return contract === undefined ? {} : smartContractJson(contract, req.visible);
      },
    },
    {
      path: 'getcontractinfo',
      solidity: true,
      handler: (req) => {
        const address = addressParam(req, 'value');
        const contract = world.contracts.get(address);
        if (contract === undefined) return {};
        return {
          smart_contract: smartContractJson(contract, req.visible),
          runtimecode: bytesToHex(world.code.get(address) ?? new Uint8Array()),
          contract_state: { update_cycle: world.prop('cycle') },
        };
      },
    },
  ];
}

import { utf8ToHex } from '@poxscan/protocol';
import { PARAMETER_DEFS } from '../chain/params.js';
import type { AssetIssue, Proposal, SmartContractMeta, Witness } from '../state/types.js';
import type { World } from '../state/world.js';
import { addressOut } from './visible.js';

export function witnessJson(w: Witness, active: boolean, visible: boolean): Record<string, unknown> {
  const json: Record<string, unknown> = { address: addressOut(w.address, visible) };
  if (w.voteCount !== 0n) json.voteCount = Number(w.voteCount);
  json.url = w.url;
  if (w.totalProduced !== 0) json.totalProduced = w.totalProduced;
  if (w.totalMissed !== 0) json.totalMissed = w.totalMissed;
  if (w.latestBlockNum !== 0) json.latestBlockNum = w.latestBlockNum;
  if (w.latestSlotNum !== 0) json.latestSlotNum = w.latestSlotNum;
  if (active) json.isJobs = true;
  return json;
}

export function proposalJson(p: Proposal, visible: boolean): Record<string, unknown> {
  const json: Record<string, unknown> = {
    proposal_id: p.id,
    proposer_address: addressOut(p.proposer, visible),
    parameters: p.parameters.map(([key, value]) => ({
      ...(key === 0 ? {} : { key }),
      ...(value === 0 ? {} : { value }),
    })),
    expiration_time: p.expirationTime,
    create_time: p.createTime,
  };
  if (p.approvals.length > 0) json.approvals = p.approvals.map((a) => addressOut(a, visible));
  if (p.state !== 'PENDING') json.state = p.state;
  return json;
}

export function chainParametersJson(world: World): Record<string, unknown> {
  return {
    chainParameter: PARAMETER_DEFS.map((d) => {
      const value = world.params.get(d.key) ?? d.value;
      return value === 0 ? { key: d.key } : { key: d.key, value };
    }),
  };
}

export function assetJson(a: AssetIssue, visible: boolean): Record<string, unknown> {
  const text = (s: string) => (visible ? s : utf8ToHex(s));
  const json: Record<string, unknown> = {
    id: a.id,
    owner_address: addressOut(a.owner, visible),
    name: text(a.name),
    abbr: text(a.abbr),
    total_supply: Number(a.totalSupply),
    trx_num: a.trxNum,
    num: a.num,
    start_time: a.startTime,
    end_time: a.endTime,
    description: text(a.description),
    url: text(a.url),
  };
  if (a.precision !== 0) json.precision = a.precision;
  if (a.freeAssetNetLimit !== 0) json.free_asset_net_limit = a.freeAssetNetLimit;
  if (a.publicFreeAssetNetLimit !== 0) json.public_free_asset_net_limit = a.publicFreeAssetNetLimit;
  return json;
}

export function smartContractJson(c: SmartContractMeta, visible: boolean): Record<string, unknown> {
  const json: Record<string, unknown> = {
    origin_address: addressOut(c.origin, visible),
    contract_address: addressOut(c.address, visible),
    abi: c.abi.length > 0 ? { entrys: c.abi } : {},
    bytecode: c.bytecode,
  };
  if (c.consumeUserResourcePercent !== 0) json.consume_user_resource_percent = c.consumeUserResourcePercent;
  if (c.name !== '') json.name = c.name;
  json.origin_energy_limit = c.originEnergyLimit;
  json.code_hash = c.codeHash;
  return json;
}

import type { Resource } from '../resource';
import { dataResources } from './data';
import { explorerResources } from './explorer';
import { fullnodeResources } from './fullnode';
import { governanceResources } from './governance';
import { governanceScreenResources } from './governance-screens';
import { nftResources } from './nft';
import { nodeResources } from './node';
import { toolResources } from './tools';

/** THE registry of API calls: every request of the app goes through one of these names. */
export const resources = {
  ...nodeResources,
  ...governanceResources,
  ...fullnodeResources,
  ...explorerResources,
  ...nftResources,
  ...toolResources,
  ...governanceScreenResources,
  ...dataResources,
};

export type Resources = typeof resources;
export type ResourceName = keyof Resources;
export type ParamsOf<N extends ResourceName> = Resources[N] extends Resource<infer P, unknown> ? P : never;
export type ResponseOf<N extends ResourceName> = Resources[N] extends Resource<unknown, infer R> ? R : never;

import { type Static, Type } from 'typebox';

/** `/config.json`: read by the web app at boot, so one build serves any network. */
export const RuntimeConfig = Type.Object({
  networkName: Type.String({ examples: ['Yuvi Testnet'] }),
  api: Type.Object({
    node: Type.String({ description: 'base URL of the node service ("" = same origin)' }),
    governance: Type.String({ description: 'base URL of the governance service' }),
    fullnode: Type.String({ description: 'base URL of the full-node proxy' }),
  }),
  apiKey: Type.String({ description: 'public bearer key of the web app' }),
  explorers: Type.Object({ testnet: Type.String(), mainnet: Type.String() }),
  devnet: Type.Boolean(),
  devnetSeed: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: "seed of the local devnet's test keys (devnet only; default 1)",
    }),
  ),
  walletSiteUrl: Type.String(),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

/** The API's services; each has its own base URL in the runtime config. */
export type ServiceName = keyof RuntimeConfig['api'];

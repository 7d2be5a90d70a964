/**
 * The compilers shipped with the app (npm aliases of `solc`, emitted by the build as static assets
 * of ~9 MB each and fetched only when the deployment page compiles): 0.8.37, the version the devnet's
 * contracts and the verification service default to, and 0.8.20, the floor of OpenZeppelin 5.
 */
export interface BrowserCompiler {
  version: string;
  longVersion: string;
  soljsonUrl: () => Promise<string>;
}

export const BROWSER_COMPILERS: readonly BrowserCompiler[] = [
  {
    version: '0.8.37',
    longVersion: 'v0.8.37+commit.f401782d',
    soljsonUrl: () => import('solc-0.8.37/soljson.js?url').then((m) => m.default),
  },
  {
    version: '0.8.20',
    longVersion: 'v0.8.20+commit.a1b79de6',
    soljsonUrl: () => import('solc-0.8.20/soljson.js?url').then((m) => m.default),
  },
];

export const DEFAULT_COMPILER = BROWSER_COMPILERS[0]!;

/** The EVM rules POX's VM follows; solc must not emit newer opcodes (e.g. Cancun's MCOPY). */
export const DEFAULT_EVM_VERSION = 'shanghai';
export const EVM_VERSIONS = ['london', 'paris', 'shanghai', 'cancun'] as const;

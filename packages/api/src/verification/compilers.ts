import { createRequire } from 'node:module';

/**
 * The compilers that ship with the API as npm aliases of `solc` (no download at run time): the last
 * release of the 0.5, 0.6 and 0.7 lines, 0.8.20 (the floor of OpenZeppelin Contracts 5 and a common
 * pin), and 0.8.37, the compiler the devnet's own contracts are built with.
 */
const INSTALLED = [
  { version: '0.8.37', commit: 'f401782d', packageName: 'solc-0.8.37' },
  { version: '0.8.20', commit: 'a1b79de6', packageName: 'solc-0.8.20' },
  { version: '0.7.6', commit: '7338295f', packageName: 'solc-0.7.6' },
  { version: '0.6.12', commit: '27d51765', packageName: 'solc-0.6.12' },
  { version: '0.5.17', commit: 'd19bba13', packageName: 'solc-0.5.17' },
] as const;

export interface Compiler {
  /** `0.8.37` */
  version: string;
  /** `v0.8.37+commit.f401782d`, as solc and Etherscan name it. */
  longVersion: string;
  /** Absolute path of the package's entry, for the compile worker to load. */
  entry: string;
}

const require = createRequire(import.meta.url);

export const COMPILERS: readonly Compiler[] = INSTALLED.map((c) => ({
  version: c.version,
  longVersion: `v${c.version}+commit.${c.commit}`,
  entry: require.resolve(c.packageName),
}));

/** Accepts `0.8.37`, `v0.8.37` or `v0.8.37+commit.f401782d`; undefined when not installed. */
export function findCompiler(requested: string): Compiler | undefined {
  const match = /^v?(\d+\.\d+\.\d+)(?:\+commit\.([0-9a-f]{8}))?$/.exec(requested.trim());
  if (match === null) return undefined;
  const found = COMPILERS.find((c) => c.version === match[1]);
  if (found === undefined) return undefined;
  if (match[2] !== undefined && !found.longVersion.endsWith(match[2])) return undefined;
  return found;
}

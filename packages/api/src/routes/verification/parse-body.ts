import { parseAddress } from '@poxscan/protocol';
import { badParameter } from '../../errors.js';
import { EVM_VERSIONS, type VerifyBody } from '../../schemas/verification.js';
import { COMPILERS, findCompiler } from '../../verification/compilers.js';
import type { SourceInput, VerificationRequest } from '../../verification/solc-input.js';

const FIELDS_OF: Record<VerifyBody['sourceType'], ReadonlyArray<keyof VerifyBody>> = {
  'single-file': ['sourceCode', 'fileName'],
  'multi-file': ['sourceFiles'],
  'standard-json': ['standardJson'],
};
const SOURCE_FIELDS = ['sourceCode', 'fileName', 'sourceFiles', 'standardJson'] as const;
// With standard JSON input, its own settings say these.
const SETTINGS_FIELDS = ['optimizer', 'optimizerRuns', 'evmVersion'] as const;

function sourceOf(body: VerifyBody, bareName: string): SourceInput {
  const allowed = FIELDS_OF[body.sourceType];
  for (const field of SOURCE_FIELDS) {
    if (body[field] !== undefined && !allowed.includes(field)) {
      throw badParameter(field, `not used with sourceType ${body.sourceType}`);
    }
  }
  if (body.sourceType === 'single-file') {
    if (body.sourceCode === undefined)
      throw badParameter('sourceCode', 'required with sourceType single-file');
    return { kind: 'single-file', fileName: body.fileName ?? `${bareName}.sol`, content: body.sourceCode };
  }
  if (body.sourceType === 'multi-file') {
    const files = body.sourceFiles;
    if (files === undefined || Object.keys(files).length === 0) {
      throw badParameter('sourceFiles', 'at least one file is required with sourceType multi-file');
    }
    return { kind: 'multi-file', files };
  }
  const json = body.standardJson;
  if (json === undefined) throw badParameter('standardJson', 'required with sourceType standard-json');
  for (const field of SETTINGS_FIELDS) {
    if (body[field] !== undefined) {
      throw badParameter(field, 'not used with sourceType standard-json: the settings of standardJson apply');
    }
  }
  const sources = Object.fromEntries(Object.entries(json.sources).map(([file, s]) => [file, s.content]));
  if (Object.keys(sources).length === 0) throw badParameter('standardJson.sources', 'no source files');
  const settings = json.settings ?? {};
  const evm = settings.evmVersion;
  if (evm !== undefined && !(EVM_VERSIONS as readonly unknown[]).includes(evm)) {
    throw badParameter('standardJson.settings.evmVersion', `unknown EVM version ${JSON.stringify(evm)}`);
  }
  const libraries = settings.libraries;
  return {
    kind: 'standard-json',
    sources,
    settings: libraries === undefined ? settings : { ...settings, libraries: evmLibraries(libraries) },
  };
}

/** solc links 20-byte hex addresses; TRON users write base58, so any address form is accepted. */
function evmLibraries(libraries: unknown): Record<string, Record<string, string>> {
  const where = 'standardJson.settings.libraries';
  if (typeof libraries !== 'object' || libraries === null) throw badParameter(where, 'must be an object');
  const out: Record<string, Record<string, string>> = {};
  for (const [file, byName] of Object.entries(libraries)) {
    if (typeof byName !== 'object' || byName === null)
      throw badParameter(`${where}.${file}`, 'must be an object');
    out[file] = {};
    for (const [name, address] of Object.entries(byName)) {
      const parsed = parseAddress(address);
      if (!parsed.ok) throw badParameter(`${where}.${file}.${name}`, `not an address: ${parsed.reason}`);
      out[file][name] = parsed.evm;
    }
  }
  return out;
}

function filesOf(source: SourceInput): string[] {
  if (source.kind === 'single-file') return [source.fileName];
  return Object.keys(source.kind === 'multi-file' ? source.files : source.sources);
}

/** Turns a schema-valid body into a request, or a 400 naming the parameter that cannot work. */
export function parseVerifyBody(body: VerifyBody): VerificationRequest {
  const compiler = findCompiler(body.compilerVersion);
  if (compiler === undefined) {
    const available = COMPILERS.map((c) => c.version).join(', ');
    throw badParameter(
      'compilerVersion',
      `${body.compilerVersion} is not available; available: ${available}`,
    );
  }
  const split = body.contractName.lastIndexOf(':');
  const source = sourceOf(body, body.contractName.slice(split + 1));
  if (split >= 0) {
    const file = body.contractName.slice(0, split);
    if (!filesOf(source).includes(file))
      throw badParameter('contractName', `${file} is not one of the sources`);
  }
  const args = body.constructorArguments?.replace(/^0x/, '').toLowerCase();
  return {
    address: body.address,
    contractName: body.contractName,
    compiler,
    optimizer: { enabled: body.optimizer ?? false, runs: body.optimizerRuns ?? 200 },
    ...(body.evmVersion === undefined ? {} : { evmVersion: body.evmVersion }),
    ...(body.license === undefined ? {} : { license: body.license }),
    source,
    ...(args === undefined ? {} : { constructorArguments: args }),
  };
}

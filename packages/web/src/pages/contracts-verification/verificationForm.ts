import type { VerifyBody } from '@poxscan/api/schemas';
import { isHex, parseAddress } from '@poxscan/protocol/browser';

export type SourceType = VerifyBody['sourceType'];

export interface SourceFile {
  path: string;
  content: string;
}

/** Everything the verification form holds, as typed. */
export interface VerificationForm {
  address: string;
  contractName: string;
  compilerVersion: string;
  sourceType: SourceType;
  sourceCode: string;
  files: SourceFile[];
  standardJson: string;
  optimizer: boolean;
  optimizerRuns: string;
  /** '' = the compiler's default. */
  evmVersion: string;
  license: string;
  constructorArguments: string;
}

export type VerificationErrors = Partial<Record<keyof VerificationForm, string>>;

export function initialVerificationForm(prefill: Partial<VerificationForm> = {}): VerificationForm {
  return {
    address: '',
    contractName: '',
    compilerVersion: '',
    sourceType: 'single-file',
    sourceCode: '',
    files: [{ path: '', content: '' }],
    standardJson: '',
    optimizer: false,
    optimizerRuns: '200',
    evmVersion: '',
    license: '',
    constructorArguments: '',
    ...prefill,
  };
}

const CONTRACT_NAME = /^([^:]+:)?[A-Za-z_$][A-Za-z0-9_$]*$/;

function standardJsonError(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `This is not valid JSON: ${(error as Error).message}`;
  }
  const input = parsed as { language?: unknown; sources?: unknown };
  if (input.language !== 'Solidity') return 'The standard JSON input must have "language": "Solidity".';
  if (typeof input.sources !== 'object' || input.sources === null || Object.keys(input.sources).length === 0)
    return 'The standard JSON input has no "sources".';
  return undefined;
}

/** Every field's problem; an empty object means the form can be sent. */
export function validateVerification(form: VerificationForm): VerificationErrors {
  const errors: VerificationErrors = {};
  const address = parseAddress(form.address.trim());
  if (form.address.trim() === '') errors.address = 'Enter the address of the contract.';
  else if (!address.ok) errors.address = `Not a valid address: ${address.reason}.`;
  if (!CONTRACT_NAME.test(form.contractName.trim()))
    errors.contractName =
      'Enter the contract name, e.g. Token (or File.sol:Token when several files define it).';
  if (form.compilerVersion === '') errors.compilerVersion = 'Choose the compiler version.';
  if (form.sourceType === 'single-file' && form.sourceCode.trim() === '')
    errors.sourceCode = 'Paste the source code.';
  if (form.sourceType === 'multi-file') {
    const files = form.files.filter((f) => f.path.trim() !== '' || f.content.trim() !== '');
    const paths = files.map((f) => f.path.trim());
    if (files.length === 0) errors.files = 'Add the source files.';
    else if (files.some((f) => f.path.trim() === '' || f.content.trim() === ''))
      errors.files = 'Every file needs a path (as the imports write it) and its source.';
    else if (new Set(paths).size !== paths.length) errors.files = 'Two files have the same path.';
  }
  if (form.sourceType === 'standard-json') {
    const problem = standardJsonError(form.standardJson);
    if (problem !== undefined) errors.standardJson = problem;
  }
  if (form.sourceType !== 'standard-json' && form.optimizer && !/^\d{1,10}$/.test(form.optimizerRuns.trim()))
    errors.optimizerRuns = 'Runs is a whole number (200 is the usual value).';
  if (form.constructorArguments.trim() !== '' && !isHex(form.constructorArguments.trim()))
    errors.constructorArguments = 'Constructor arguments are ABI-encoded hex with an even number of digits.';
  return errors;
}

/** The request for `POST /dev/verify` (call only once `validateVerification` found nothing). */
export function toVerifyBody(form: VerificationForm): VerifyBody {
  const common = {
    address: form.address.trim(),
    contractName: form.contractName.trim(),
    compilerVersion: form.compilerVersion,
    ...(form.license === '' ? {} : { license: form.license }),
    ...(form.constructorArguments.trim() === ''
      ? {}
      : { constructorArguments: form.constructorArguments.trim() }),
  };
  if (form.sourceType === 'standard-json')
    return {
      ...common,
      sourceType: 'standard-json',
      standardJson: JSON.parse(form.standardJson) as VerifyBody['standardJson'],
    };
  const settings = {
    optimizer: form.optimizer,
    ...(form.optimizer ? { optimizerRuns: Number(form.optimizerRuns.trim()) } : {}),
    ...(form.evmVersion === '' ? {} : { evmVersion: form.evmVersion as VerifyBody['evmVersion'] }),
  };
  if (form.sourceType === 'single-file')
    return { ...common, ...settings, sourceType: 'single-file', sourceCode: form.sourceCode };
  const files = form.files.filter((f) => f.path.trim() !== '');
  return {
    ...common,
    ...settings,
    sourceType: 'multi-file',
    sourceFiles: Object.fromEntries(files.map((f) => [f.path.trim(), f.content])),
  };
}

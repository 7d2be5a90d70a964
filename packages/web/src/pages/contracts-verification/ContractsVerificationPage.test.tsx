import type { VerificationJob } from '@poxscan/api/schemas';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswerFor, HandlerFor } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const JOB_ID = '0b7c1f4e-2a55-4f0e-9d3a-6c1f0e2b9a71';
const SOURCE = 'pragma solidity ^0.8.0;\ncontract Counter { uint256 public count; }';
const compilers: FakeAnswerFor<'verificationCompilers'> = {
  data: {
    compilers: [
      { version: '0.8.37', longVersion: 'v0.8.37+commit.f401782d' },
      { version: '0.8.20', longVersion: 'v0.8.20+commit.a1b79de6' },
    ],
    evmVersions: ['paris', 'shanghai', 'cancun'],
  },
};

function job(patch: Partial<VerificationJob>): VerificationJob {
  return {
    id: JOB_ID,
    status: 'queued',
    address: ADDRESS,
    contractName: 'Counter',
    compilerVersion: '0.8.37',
    createdAt: 1,
    updatedAt: 1,
    verified: null,
    failure: null,
    ...patch,
  };
}

async function openVerification(jobs: VerificationJob[], submit?: HandlerFor<'verifyContract'>) {
  const user = userEvent.setup();
  let polls = 0;
  const view = renderApp(`/more/contractsverification?address=${ADDRESS}`, {
    routes: {
      verificationCompilers: compilers,
      verifyContract: submit ?? (() => ({ status: 202, data: job({}) })),
      verificationJob: () => ({ data: jobs[Math.min(polls++, jobs.length - 1)]! }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Contracts Verification' });
  await screen.findByRole('option', { name: 'v0.8.37+commit.f401782d' });
  return { user, requests: view.requests };
}

async function fillSingleFile(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Contract name *'), 'Counter');
  await user.selectOptions(screen.getByLabelText('Compiler version *'), '0.8.37');
  fireEvent.change(screen.getByLabelText('Source code *'), { target: { value: SOURCE } });
}

describe('contracts verification page', () => {
  it('sends the form, follows the job and links to the verified source', async () => {
    const verified = job({
      status: 'verified',
      verified: {
        match: 'full',
        checked: ['creation', 'runtime'],
        contractName: 'Counter',
        contractFile: 'Counter.sol',
        compilerVersion: 'v0.8.37+commit.f401782d',
        constructorArguments: '',
        decodedConstructorArguments: [],
        abi: [],
      },
    });
    const { user, requests } = await openVerification([job({ status: 'compiling' }), verified]);
    expect(screen.getByLabelText('Contract address *')).toHaveValue(ADDRESS);
    await fillSingleFile(user);
    await user.click(screen.getByLabelText('Optimizer enabled'));
    await user.selectOptions(screen.getByLabelText('EVM version'), 'shanghai');
    await user.selectOptions(screen.getByLabelText('Licence'), 'MIT');
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    expect(await screen.findByText(/full match/)).toHaveTextContent(
      'Verified (full match): Counter compiled with solc v0.8.37+commit.f401782d.',
    );
    expect(screen.getByRole('link', { name: 'See the source on the contract page' })).toHaveAttribute(
      'href',
      `/address-account/${ADDRESS}`,
    );
    expect(requests.find((r) => r.url === '/dev/verify')?.data).toEqual({
      address: ADDRESS,
      contractName: 'Counter',
      compilerVersion: '0.8.37',
      license: 'MIT',
      sourceType: 'single-file',
      sourceCode: SOURCE,
      optimizer: true,
      optimizerRuns: 200,
      evmVersion: 'shanghai',
    });
  });

  it('shows a bytecode mismatch with its first differing offset', async () => {
    const failed = job({
      status: 'failed',
      failure: {
        code: 'BYTECODE_MISMATCH',
        message:
          "the runtime code differs from the chain's at byte 812 (compiled 900 bytes, on chain 900 bytes); check the compiler version",
        bytecode: 'runtime',
        offset: 812,
        compiledLength: 900,
        onChainLength: 900,
      },
    });
    const { user } = await openVerification([failed]);
    await fillSingleFile(user);
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Bytecode mismatch: The runtime code differs from the chain's at byte 812",
    );
    expect(alert).toHaveTextContent('First differing byte: offset 812 of the runtime code.');
  });

  it('shows a constructor-argument mismatch naming the argument', async () => {
    const failed = job({
      status: 'failed',
      failure: {
        code: 'CONSTRUCTOR_ARGUMENTS_MISMATCH',
        message:
          'the bytecode matches but constructor argument 0 (uint256 start) differs: 7 on chain, 8 given',
        expected: '07'.padStart(64, '0'),
        given: '08'.padStart(64, '0'),
        argument: { index: 0, name: 'start', type: 'uint256', expected: '7', given: '8' },
      },
    });
    const { user, requests } = await openVerification([failed]);
    await fillSingleFile(user);
    await user.type(
      screen.getByLabelText('Constructor arguments (ABI-encoded hex)'),
      `0x${'08'.padStart(64, '0')}`,
    );
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Constructor arguments mismatch: The bytecode matches but constructor argument 0',
    );
    expect(alert).toHaveTextContent('Argument 0 (uint256 start): on chain 7, given 8.');
    expect(requests.find((r) => r.url === '/dev/verify')?.data).toMatchObject({
      constructorArguments: `0x${'08'.padStart(64, '0')}`,
    });
  });

  it('checks the form before sending, and puts a field the API refuses under it', async () => {
    const { user, requests } = await openVerification([], () => ({
      status: 400,
      data: {
        error: {
          code: 'BAD_PARAMETER',
          message: 'contractName Counter is not in the sources',
          parameter: 'contractName',
        },
      },
    }));
    await user.clear(screen.getByLabelText('Contract address *'));
    await user.type(screen.getByLabelText('Contract address *'), 'T123');
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    expect(screen.getByLabelText('Contract address *')).toHaveAccessibleDescription(/^Not a valid address/);
    expect(screen.getByLabelText('Compiler version *')).toHaveAccessibleDescription(
      'Choose the compiler version.',
    );
    expect(screen.getByLabelText('Source code *')).toHaveAccessibleDescription('Paste the source code.');
    expect(requests.some((r) => r.url === '/dev/verify')).toBe(false);

    await user.clear(screen.getByLabelText('Contract address *'));
    await user.type(screen.getByLabelText('Contract address *'), ADDRESS);
    await fillSingleFile(user);
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    expect(await screen.findByText('contractName Counter is not in the sources')).toHaveAttribute(
      'id',
      'verify-name-error',
    );
  });

  it('sends several files or a standard JSON input', async () => {
    const { user, requests } = await openVerification([job({ status: 'compiling' })]);
    await user.type(screen.getByLabelText('Contract name *'), 'Counter');
    await user.selectOptions(screen.getByLabelText('Compiler version *'), '0.8.20');
    await user.click(screen.getByRole('radio', { name: 'Standard JSON input' }));
    expect(screen.getByLabelText('Optimizer enabled')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Standard JSON input *'), {
      target: { value: '{"language":"Vyper"}' },
    });
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    expect(screen.getByLabelText('Standard JSON input *')).toHaveAccessibleDescription(
      /"language": "Solidity"/,
    );
    const input = {
      language: 'Solidity',
      sources: { 'Counter.sol': { content: SOURCE } },
      settings: { evmVersion: 'shanghai' },
    };
    fireEvent.change(screen.getByLabelText('Standard JSON input *'), {
      target: { value: JSON.stringify(input) },
    });
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    expect(await screen.findByText(/Compiling with solc 0.8.37/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/dev/verify')?.data).toMatchObject({
      sourceType: 'standard-json',
      standardJson: input,
    });
    expect(requests.find((r) => r.url === '/dev/verify')?.data).not.toHaveProperty('optimizer');
  });

  it('sends several files with their import paths', async () => {
    const { user, requests } = await openVerification([job({ status: 'compiling' })]);
    await user.type(screen.getByLabelText('Contract name *'), 'Counter');
    await user.selectOptions(screen.getByLabelText('Compiler version *'), '0.8.37');
    await user.click(screen.getByRole('radio', { name: 'Several files' }));
    await user.type(screen.getByLabelText('File 1 path'), 'Counter.sol');
    fireEvent.change(screen.getByLabelText('File 1 source'), { target: { value: 'import "./Base.sol";' } });
    await user.click(screen.getByRole('button', { name: 'Add a file' }));
    await user.type(screen.getByLabelText('File 2 path'), 'Base.sol');
    fireEvent.change(screen.getByLabelText('File 2 source'), { target: { value: 'contract Base {}' } });
    await user.click(screen.getByRole('button', { name: 'Verify and publish' }));
    await screen.findByText(/Compiling with solc/);
    expect(requests.find((r) => r.url === '/dev/verify')?.data).toMatchObject({
      sourceType: 'multi-file',
      sourceFiles: { 'Counter.sol': 'import "./Base.sol";', 'Base.sol': 'contract Base {}' },
      optimizer: false,
    });
  });
});

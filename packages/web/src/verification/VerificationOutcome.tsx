import type { VerificationFailure, VerificationJob } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { Spinner } from '../components/feedback/Spinner';
import styles from '../components/form/Form.module.css';
import { FAILURE_TITLES, sentence } from './failureTitles';

function FailureDetails({ failure }: { failure: VerificationFailure }) {
  const list = failure.errors ?? failure.contracts ?? failure.libraries;
  return (
    <>
      {failure.code === 'BYTECODE_MISMATCH' && failure.offset !== undefined ? (
        <div>
          First differing byte: offset {failure.offset} of the {failure.bytecode} code.
        </div>
      ) : null}
      {failure.argument === undefined ? null : (
        <div>
          Argument {failure.argument.index} ({failure.argument.type} {failure.argument.name}): on chain{' '}
          {failure.argument.expected}, given {failure.argument.given}.
        </div>
      )}
      {list === undefined ? null : (
        <ul>
          {list.map((item) => (
            <li key={item}>
              <pre className={styles.hint}>{item}</pre>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Where a verification job is: waiting, verified (with a link to the source on the contract page), or why it failed. */
export function VerificationOutcome({ job }: { job: VerificationJob }) {
  if (job.status === 'queued' || job.status === 'compiling')
    return (
      <p className={styles.notice}>
        <Spinner label="Verifying" size={14} />{' '}
        {job.status === 'queued'
          ? 'Queued: waiting for a compiler…'
          : `Compiling with solc ${job.compilerVersion}…`}
      </p>
    );
  if (job.status === 'verified' && job.verified !== null)
    return (
      <div className={styles.success} role="status">
        <strong>Verified</strong> (
        {job.verified.match === 'full' ? 'full match' : 'partial match: the metadata hash differs'}):{' '}
        {job.verified.contractName} compiled with solc {job.verified.compilerVersion}.{' '}
        <Link to={paths.address(job.address)}>See the source on the contract page</Link>
      </div>
    );
  const failure = job.failure ?? { code: 'INTERNAL', message: 'verification failed' };
  return (
    <div className={styles.failure} role="alert">
      <strong>{FAILURE_TITLES[failure.code] ?? failure.code}</strong>: {sentence(failure.message)}
      <FailureDetails failure={failure} />
    </div>
  );
}

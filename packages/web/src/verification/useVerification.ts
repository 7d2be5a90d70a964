import type { VerificationJob, VerifyBody } from '@poxscan/api/schemas';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiContext';
import { ApiError } from '../api/errors';
import { useApiQuery } from '../api/useApiQuery';

/** How often a queued or compiling job is asked about. */
export const JOB_POLL_MS = 1000;

/** Why a submission was refused before any compile: the field it names, or the service's state. */
export interface SubmitRefusal {
  message: string;
  parameter?: string;
}

function refusalOf(error: unknown): SubmitRefusal {
  if (!(error instanceof ApiError))
    return { message: 'The verification service could not be reached. Try again.' };
  if (error.status === 429)
    return {
      message: 'Too many verification requests from your connection: wait a minute, then send again.',
    };
  if (error.status === 503) return { message: 'The verification queue is full: try again in a few seconds.' };
  if (error.status === 409)
    return { message: 'This contract is already verified: its source shows on its page.' };
  return { message: error.message, ...(error.parameter === undefined ? {} : { parameter: error.parameter }) };
}

const isDone = (job: VerificationJob | undefined) => job?.status === 'verified' || job?.status === 'failed';

/** Sends a verification and follows its job until it is verified or failed. */
export function useVerification() {
  const client = useApiClient();
  const submit = useMutation<VerificationJob, SubmitRefusal, VerifyBody>({
    mutationFn: (body) =>
      client.request('verifyContract', body).catch((error: unknown) => {
        throw refusalOf(error);
      }),
  });
  const id = submit.data?.id;
  const job = useApiQuery(
    'verificationJob',
    { id: id ?? '' },
    {
      enabled: id !== undefined,
      refetchInterval: (query) => (isDone(query.state.data) ? false : JOB_POLL_MS),
    },
  );
  return {
    send: submit.mutate,
    reset: submit.reset,
    sending: submit.isPending || (id !== undefined && !isDone(job.data)),
    refusal: submit.error ?? undefined,
    job: job.data ?? submit.data,
  };
}

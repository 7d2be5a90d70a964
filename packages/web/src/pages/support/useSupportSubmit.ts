import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { isSupportCategory, type SupportForm } from './supportForm';

/** After a ticket, the form waits this long before it sends another (the API limits per IP too). */
export const RESEND_AFTER_MS = 60_000;

export type SubmitResult =
  | { kind: 'sent'; id: string }
  | { kind: 'failed'; message: string; parameter?: string };

function failureOf(error: unknown): SubmitResult {
  if (error instanceof ApiError && error.status === 429)
    return {
      kind: 'failed',
      message: 'Too many messages were sent from your connection. Please try again in a few minutes.',
    };
  if (error instanceof ApiError && error.status === 400)
    return {
      kind: 'failed',
      message: error.message,
      ...(error.parameter === undefined ? {} : { parameter: error.parameter }),
    };
  return { kind: 'failed', message: 'Your message could not be sent. Please try again later.' };
}

/** Sends a ticket with its honeypot: the API answers a filled one as received and stores nothing. */
export function useSupportSubmit() {
  const client = useApiClient();
  const [lastSentAt, setLastSentAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const waiting = lastSentAt !== undefined && now - lastSentAt < RESEND_AFTER_MS;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const mutation = useMutation<SubmitResult, never, SupportForm>({
    mutationFn: async (form) => {
      if (!isSupportCategory(form.category)) return { kind: 'failed', message: 'Please choose a category.' };
      try {
        const reply = await client.request('support', {
          name: form.name.trim(),
          email: form.email.trim(),
          category: form.category,
          subject: form.subject.trim(),
          message: form.message.trim(),
          website: form.website,
        });
        return { kind: 'sent', id: reply.id };
      } catch (error) {
        return failureOf(error);
      }
    },
    onSuccess: (result) => {
      if (result.kind === 'sent') {
        setLastSentAt(Date.now());
        setNow(Date.now());
      }
    },
  });
  const secondsLeft = waiting ? Math.ceil((RESEND_AFTER_MS - (now - lastSentAt)) / 1000) : 0;
  return { submit: mutation.mutate, sending: mutation.isPending, result: mutation.data, secondsLeft };
}

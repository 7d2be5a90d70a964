import type { SupportCategory } from '@poxscan/api/schemas';

/** The contact form's fields; `website` is the honeypot that people never see. */
export interface SupportForm {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  website: string;
}

export type SupportErrors = Partial<Record<Exclude<keyof SupportForm, 'website'>, string>>;

export const EMPTY_SUPPORT_FORM: SupportForm = {
  name: '',
  email: '',
  category: '',
  subject: '',
  message: '',
  website: '',
};

/** The API's categories (SupportBody.category), in the form's order. */
export const SUPPORT_CATEGORIES: readonly SupportCategory[] = [
  'General question',
  'Bug report',
  'Contract verification',
  'Token information',
  'API access',
  'Partnership',
  'Other',
];

export const isSupportCategory = (value: string): value is SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(value);

/** The API's limits (SupportBody): name 100, email 200, subject 200, message 5000. */
export const LIMITS = { name: 100, email: 200, subject: 200, message: 5000, messageMin: 10 } as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Every field's problem, in the form's order; an empty object means the form can be sent. */
export function validateSupport(form: SupportForm): SupportErrors {
  const errors: SupportErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Please enter your name.';
  else if (name.length > LIMITS.name) errors.name = `Your name can have at most ${LIMITS.name} characters.`;
  const email = form.email.trim();
  if (email === '') errors.email = 'Please enter your email address.';
  else if (email.length > LIMITS.email || !EMAIL.test(email))
    errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!isSupportCategory(form.category)) errors.category = 'Please choose a category.';
  const subject = form.subject.trim();
  if (subject === '') errors.subject = 'Please enter a subject.';
  else if (subject.length > LIMITS.subject)
    errors.subject = `The subject can have at most ${LIMITS.subject} characters.`;
  const message = form.message.trim();
  if (message.length < LIMITS.messageMin)
    errors.message = `Please describe your request in at least ${LIMITS.messageMin} characters.`;
  else if (message.length > LIMITS.message)
    errors.message = `The message can have at most ${LIMITS.message} characters.`;
  return errors;
}

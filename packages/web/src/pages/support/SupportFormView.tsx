import { type FormEvent, useState } from 'react';
import styles from '../../components/form/Form.module.css';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import {
  EMPTY_SUPPORT_FORM,
  LIMITS,
  SUPPORT_CATEGORIES,
  type SupportErrors,
  type SupportForm,
  validateSupport,
} from './supportForm';
import { useSupportSubmit } from './useSupportSubmit';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category' },
  ...SUPPORT_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** The contact form: checked as a whole on send, then field by field as they are corrected. */
export function SupportFormView() {
  const [form, setForm] = useState<SupportForm>(EMPTY_SUPPORT_FORM);
  const [errors, setErrors] = useState<SupportErrors>({});
  const [checked, setChecked] = useState(false);
  const { submit, sending, result, secondsLeft } = useSupportSubmit();

  const set = (patch: Partial<SupportForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (checked) setErrors(validateSupport(next));
  };

  function send(event: FormEvent) {
    event.preventDefault();
    const found = validateSupport(form);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0 || sending || secondsLeft > 0) return;
    submit(form, {
      onSuccess: (outcome) => {
        if (outcome.kind !== 'sent') return;
        setForm(EMPTY_SUPPORT_FORM);
        setChecked(false);
      },
    });
  }

  const serverError =
    result?.kind === 'failed' && result.parameter !== undefined ? { [result.parameter]: result.message } : {};
  const error = (key: keyof SupportErrors) => errors[key] ?? (serverError as SupportErrors)[key];
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={send} noValidate aria-label="Contact form">
      <div className={styles.row}>
        <TextField
          id="support-name"
          label="Name *"
          autoComplete="name"
          value={form.name}
          onChange={(name) => set({ name })}
          error={error('name')}
        />
        <TextField
          id="support-email"
          label="Email *"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(email) => set({ email })}
          error={error('email')}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          id="support-category"
          label="Category *"
          value={form.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => set({ category })}
          error={error('category')}
        />
        <TextField
          id="support-subject"
          label="Subject *"
          value={form.subject}
          onChange={(subject) => set({ subject })}
          error={error('subject')}
        />
      </div>
      <TextField
        id="support-message"
        label="Message *"
        multiline
        rows={8}
        value={form.message}
        onChange={(message) => set({ message })}
        hint={`${form.message.trim().length} / ${LIMITS.message} characters`}
        error={error('message')}
      />
      <div className={styles.hidden} aria-hidden="true">
        <label htmlFor="support-website">Website</label>
        <input
          id="support-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={form.website}
          onChange={(event) => set({ website: event.target.value })}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={sending || secondsLeft > 0}
          aria-busy={sending}
        >
          {sending ? 'Sending...' : 'Send'}
        </button>
        {secondsLeft > 0 ? (
          <span className={styles.hint}>You can send another message in {secondsLeft} s.</span>
        ) : null}
      </div>
      {result?.kind === 'sent' ? (
        <p className={styles.success} role="status">
          Thank you: your request has been received. We answer at the email address you gave.
        </p>
      ) : null}
      {result?.kind === 'failed' ? (
        <p className={styles.failure} role="alert">
          {result.message}
        </p>
      ) : null}
    </form>
  );
}

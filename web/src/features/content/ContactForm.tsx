import { useRef, useState, type FormEvent } from 'react';
import { contactMessages, contactSchema, type ContactInput } from '../../../../shared/validation/contact';
import { Alert } from '../../components/Alert';
import { TextArea, TextField } from '../../components/Field';
import { useTimedMessage } from '../../components/use-timed-message';
import { ApiError, joinFieldErrors } from '../../lib/api';
import { useSendContactMessage } from './api/send-contact-message';
import { validateForm } from '../../lib/validate-form';

/** SPEC section 8 and contract S10. */
export const CONTACT_TEXTS = {
  sent: contactMessages.success,
  notSent: 'Failed to send message. Please try again.',
  failed: 'Sorry, there was an error sending your message. Please try again later.',
  sending: 'Sending...',
  send: 'Send Message',
} as const;

const EMPTY: ContactInput = { fullName: '', email: '', message: '' };
const FIELD_ORDER: (keyof ContactInput)[] = ['fullName', 'email', 'message'];

type Notice = { kind: 'success' | 'error'; text: string };

/** How a failed send is explained: a 422 lists every server message, anything else gets SPEC's apology. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 422)
    return joinFieldErrors(error.fieldErrors) ?? CONTACT_TEXTS.failed;
  return CONTACT_TEXTS.failed;
}

/** The contact form: checked with the shared schema, sent to POST /v2/contact/sendMessage; notices hide after 5 s. */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const message = useSendContactMessage();
  const sending = message.isPending;
  const [notice, showNotice] = useTimedMessage<Notice>(5000);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof ContactInput) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = validateForm(contactSchema, values);
    setErrors(found);
    if (!data) {
      const first = FIELD_ORDER.find((f) => found[f]);
      (formRef.current?.elements.namedItem(first ?? '') as HTMLElement | null)?.focus();
      return;
    }
    showNotice(null);
    try {
      const body = await message.mutateAsync(data);
      if (body?.success) {
        showNotice({ kind: 'success', text: body.message || CONTACT_TEXTS.sent });
        setValues(EMPTY);
      } else {
        showNotice({ kind: 'error', text: body?.message || CONTACT_TEXTS.notSent });
      }
    } catch (error) {
      showNotice({ kind: 'error', text: failureText(error) });
    }
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <fieldset disabled={sending}>
        <TextField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={change('fullName')}
          error={errors.fullName}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextArea
          label="Message"
          name="message"
          rows={6}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
        />
        <button type="submit" className="btn">
          {sending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
        </button>
      </fieldset>
    </form>
  );
}

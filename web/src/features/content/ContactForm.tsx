import { useRef, useState, type FormEvent } from 'react';
import { contactMessages, contactSchema, type ContactInput } from '../../../../shared/validation/contact';
import { Alert } from '../../components/Alert';
import { TextArea, TextField } from '../../components/Field';
import { useTimedMessage } from '../../components/use-timed-message';
import { ApiError, joinFieldErrors } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { useSendContactMessage } from './api/send-contact-message';
import { validateForm } from '../../lib/validate-form';

const EMPTY: ContactInput = { fullName: '', email: '', message: '' };
const FIELD_ORDER: (keyof ContactInput)[] = ['fullName', 'email', 'message'];

type Notice = { kind: 'success' | 'error'; text: string };

/** How a failed send is explained: a 422 lists every server message, anything else gets SPEC's apology. */
function failureText(error: unknown, apology: string): string {
  if (error instanceof ApiError && error.status === 422) return joinFieldErrors(error.fieldErrors) ?? apology;
  return apology;
}

/** The contact form: checked with the shared schema, sent to POST /v2/contact/sendMessage; notices hide after 5 s. */
export function ContactForm() {
  const text = useText();
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
        showNotice({ kind: 'success', text: body.message || contactMessages.success });
        setValues(EMPTY);
      } else {
        showNotice({ kind: 'error', text: body?.message || text('contact.notSent') });
      }
    } catch (error) {
      showNotice({ kind: 'error', text: failureText(error, text('contact.failed')) });
    }
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{text('contact.formTitle')}</h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <fieldset disabled={sending}>
        <TextField
          label={text('contact.fullName')}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={change('fullName')}
          error={errors.fullName}
        />
        <TextField
          label={text('contact.emailField')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextArea
          label={text('contact.message')}
          name="message"
          rows={6}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
        />
        <button type="submit" className="btn">
          {sending ? text('contact.sending') : text('contact.send')}
        </button>
      </fieldset>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { SelectField, TextField } from '../../components/Field';
import { ApiError, joinFieldErrors } from '../../lib/api';
import { useLanguage, useText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import type { ProductDetail } from './api/get-product';
import { useNotifyMe, type NotifyMeRequest } from './api/notify-me';
import { valueWords } from '../../../../shared/rules/option-translations';
import './notify-me-form.css';

type Variant = ProductDetail['variants'][number];
type Channel = NotifyMeRequest['channel'];

/** SMS and WhatsApp are names in every language; e-mail's word is the page's. */
const CHANNELS: ReadonlyArray<{ value: Channel; name?: string }> = [
  { value: 'mail' },
  { value: 'sms', name: 'SMS' },
  { value: 'whatsapp', name: 'WhatsApp' },
];

/** The form of "Tell me when it's back" (NotifyMe): size, channel, and the e-mail or mobile to reach. */
export default function NotifyMeForm({ id, product, sizes }: { id: string; product: ProductDetail; sizes: Variant[] }) {
  const user = useSession((s) => s.user);
  const text = useText();
  const language = useLanguage();
  const [channel, setChannel] = useState<Channel>('mail');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState(user?.mobile ?? '');
  const sizeLabel = (v: Variant) => product.options.map((o) => valueWords(o, v.options[o.name] ?? '')).join(' / ');
  /** The chosen variant's id, as the select's value (two sizes may read alike in a language). */
  const [size, setSize] = useState(sizes.length === 1 ? String(sizes[0].id) : '');
  const notify = useNotifyMe(product.id);
  const fieldErrors = notify.error instanceof ApiError ? notify.error.fieldErrors : undefined;
  const fieldError = (name: string) => joinFieldErrors(fieldErrors && { [name]: fieldErrors[name] ?? [] }) || undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    notify.mutate({
      channel,
      variant_id: sizes.find((v) => String(v.id) === size)?.id ?? null,
      email: channel === 'mail' ? email : null,
      phone: channel === 'mail' ? null : phone,
      // The message is written in the page's language (issue 34).
      language,
    });
  };

  const contact =
    channel === 'mail'
      ? { field: 'email', label: text('notify.mail'), type: 'email', value: email, set: setEmail }
      : { field: 'phone', label: text('notify.mobile'), type: 'tel', value: phone, set: setPhone };

  if (notify.isSuccess) return <Alert kind="success">{notify.data.message}</Alert>;
  const optional = (label: string) => (user ? text('notify.optional', { label }) : label);
  return (
    <form id={id} className="pp-notify__form" onSubmit={submit} noValidate>
      {sizes.length > 1 && (
        <SelectField
          label={text('notify.size')}
          value={size}
          onChange={(e) => setSize(e.target.value)}
          options={sizes.map((v) => ({ value: String(v.id), label: sizeLabel(v) }))}
          placeholder={text('notify.chooseSize')}
          error={fieldError('variant_id')}
        />
      )}
      <fieldset className="pp-notify__channels">
        <legend>{text('notify.by')}</legend>
        {CHANNELS.map((c) => (
          <label key={c.value}>
            <input
              type="radio"
              name={`${id}-channel`}
              value={c.value}
              checked={channel === c.value}
              onChange={() => setChannel(c.value)}
            />{' '}
            {c.name ?? text('notify.mail')}
          </label>
        ))}
      </fieldset>
      {/* One field, the chosen channel's: keyed by it, so a switch starts a fresh field. */}
      <TextField
        key={contact.field}
        label={optional(contact.label)}
        type={contact.type}
        autoComplete={contact.type}
        value={contact.value}
        onChange={(e) => contact.set(e.target.value)}
        error={fieldError(contact.field)}
      />
      {notify.isError && !fieldErrors && (
        <Alert kind="error">{(notify.error as ApiError).serverMessage ?? text('notify.failed')}</Alert>
      )}
      <button type="submit" className="btn" disabled={notify.isPending}>
        {text(notify.isPending ? 'notify.sending' : 'notify.submit')}
      </button>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { SelectField, TextField } from '../../components/Field';
import { ApiError, joinFieldErrors } from '../../lib/api';
import { useLanguage, useText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import type { ProductDetail } from './api/get-product';
import { useNotifyMe, type NotifyMeRequest } from './api/notify-me';

type Variant = ProductDetail['variants'][number];
type Channel = NotifyMeRequest['channel'];

/** SMS and WhatsApp are names in every language; e-mail's word is the page's. */
const CHANNELS: ReadonlyArray<{ value: Channel; name?: string }> = [
  { value: 'mail' },
  { value: 'sms', name: 'SMS' },
  { value: 'whatsapp', name: 'WhatsApp' },
];

/** The sizes one may ask about: the chosen one when it is sold out, else every sold-out size. */
export function waitableSizes(product: ProductDetail, chosen: Variant | undefined): Variant[] {
  if (chosen) return chosen.stock > 0 ? [] : [chosen];
  return product.variants.filter((v) => v.stock <= 0);
}

/**
 * "Tell me when it's back" (issue 33): a button on a product, or size, that is out of stock, opening a small form
 * below it (the page above it does not move). A signed-in customer's own e-mail or mobile is prefilled and may be
 * left empty. Drawn the same on the server and in the browser: only the open form reads the session.
 */
export function NotifyMe({ product, chosen }: { product: ProductDetail; chosen: Variant | undefined }) {
  const sizes = waitableSizes(product, chosen);
  const hasSizes = product.variants.length > 0;
  const [open, setOpen] = useState(false);
  const formId = useId();
  const text = useText();
  if (hasSizes ? sizes.length === 0 : product.stock > 0) return null;
  return (
    <div className="pp-notify">
      <button
        type="button"
        className="btn btn--ghost pp-notify__open"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {text('notify.open')}
      </button>
      {open && (
        <div id={formId}>
          <NotifyMeForm id={`${formId}-form`} product={product} sizes={hasSizes ? sizes : []} />
        </div>
      )}
    </div>
  );
}

function NotifyMeForm({ id, product, sizes }: { id: string; product: ProductDetail; sizes: Variant[] }) {
  const user = useSession((s) => s.user);
  const text = useText();
  const language = useLanguage();
  const [channel, setChannel] = useState<Channel>('mail');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState(user?.mobile ?? '');
  const sizeLabel = (v: Variant) => Object.values(v.options).join(' / ');
  const [size, setSize] = useState(sizes.length === 1 ? sizeLabel(sizes[0]) : '');
  const notify = useNotifyMe(product.id);
  const fieldErrors = notify.error instanceof ApiError ? notify.error.fieldErrors : undefined;
  const fieldError = (name: string) => joinFieldErrors(fieldErrors && { [name]: fieldErrors[name] ?? [] }) || undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    notify.mutate({
      channel,
      variant_id: sizes.find((v) => sizeLabel(v) === size)?.id ?? null,
      email: channel === 'mail' ? email : null,
      phone: channel === 'mail' ? null : phone,
      // The message is written in the page's language (issue 34).
      language,
    });
  };

  if (notify.isSuccess) return <Alert kind="success">{notify.data.message}</Alert>;
  const optional = (label: string) => (user ? text('notify.optional', { label }) : label);
  return (
    <form id={id} className="pp-notify__form" onSubmit={submit} noValidate>
      {sizes.length > 1 && (
        <SelectField
          label={text('notify.size')}
          value={size}
          onChange={(e) => setSize(e.target.value)}
          options={sizes.map(sizeLabel)}
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
      {channel === 'mail' ? (
        <TextField
          label={optional(text('notify.mail'))}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError('email')}
        />
      ) : (
        <TextField
          label={optional(text('notify.mobile'))}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={fieldError('phone')}
        />
      )}
      {notify.isError && !fieldErrors && (
        <Alert kind="error">{(notify.error as ApiError).serverMessage ?? text('notify.failed')}</Alert>
      )}
      <button type="submit" className="btn" disabled={notify.isPending}>
        {text(notify.isPending ? 'notify.sending' : 'notify.submit')}
      </button>
    </form>
  );
}

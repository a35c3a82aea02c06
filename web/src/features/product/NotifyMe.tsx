import { useId, useState, type FormEvent } from 'react';
import { NOTIFY_ME_LABEL } from '../../../../shared/rules/stock-alerts';
import { Alert } from '../../components/Alert';
import { SelectField, TextField } from '../../components/Field';
import { ApiError, joinFieldErrors } from '../../lib/api';
import { useSession } from '../../lib/session';
import type { ProductDetail } from './api/get-product';
import { useNotifyMe, type NotifyMeRequest } from './api/notify-me';

type Variant = ProductDetail['variants'][number];
type Channel = NotifyMeRequest['channel'];

const CHANNELS: ReadonlyArray<{ value: Channel; label: string }> = [
  { value: 'mail', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
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
        {NOTIFY_ME_LABEL}
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
    });
  };

  if (notify.isSuccess) return <Alert kind="success">{notify.data.message}</Alert>;
  const optional = user ? ' (optional)' : '';
  return (
    <form id={id} className="pp-notify__form" onSubmit={submit} noValidate>
      {sizes.length > 1 && (
        <SelectField
          label="Size"
          value={size}
          onChange={(e) => setSize(e.target.value)}
          options={sizes.map(sizeLabel)}
          placeholder="Choose a size"
          error={fieldError('variant_id')}
        />
      )}
      <fieldset className="pp-notify__channels">
        <legend>Tell me by</legend>
        {CHANNELS.map((c) => (
          <label key={c.value}>
            <input
              type="radio"
              name={`${id}-channel`}
              value={c.value}
              checked={channel === c.value}
              onChange={() => setChannel(c.value)}
            />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      {channel === 'mail' ? (
        <TextField
          label={`E-mail${optional}`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError('email')}
        />
      ) : (
        <TextField
          label={`Mobile number${optional}`}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={fieldError('phone')}
        />
      )}
      {notify.isError && !fieldErrors && (
        <Alert kind="error">
          {(notify.error as ApiError).serverMessage ?? 'Something went wrong. Please try again.'}
        </Alert>
      )}
      <button type="submit" className="btn" disabled={notify.isPending}>
        {notify.isPending ? 'Sending…' : 'Notify me'}
      </button>
    </form>
  );
}

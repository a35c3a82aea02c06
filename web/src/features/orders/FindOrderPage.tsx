import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { useText, type MessageId } from '../../lib/i18n';
import { routerPathOfLink } from '../../lib/order-scope';
import { usePageTitle } from '../../lib/use-page-title';
import { useLookUpOrder, type OrderLookup } from './api/look-up-order';
import { useVerifyLookupCode } from './api/verify-lookup-code';
import './orders.css';

/** The server's own words for a refusal (as it sent them: decision 0093), else the page's. */
const failureText = (error: unknown, t: (id: MessageId) => string) =>
  (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.serverMessage) ||
  t('findOrder.failed');

/** `/find-order` (issue 32): order number and phone -> a code by SMS -> the order's link, for a guest who lost it. */
export default function FindOrderPage() {
  const t = useText();
  usePageTitle(t('findOrder.title'));
  const [asked, setAsked] = useState<OrderLookup | null>(null);
  return (
    <div className="container page find-order">
      <h1 className="page-title">{t('findOrder.title')}</h1>
      {asked ? <CodeForm lookup={asked} /> : <LookupForm onSent={setAsked} />}
    </div>
  );
}

function LookupForm({ onSent }: { onSent: (lookup: OrderLookup) => void }) {
  const lookUp = useLookUpOrder();
  const t = useText();
  const [orderNumber, setOrderNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lookup = { order_number: orderNumber.trim(), phone: phone.trim() };
    if (!lookup.order_number || !lookup.phone) return setError(t('findOrder.required'));
    setError(null);
    lookUp.mutate(lookup, { onSuccess: () => onSent(lookup), onError: (failure) => setError(failureText(failure, t)) });
  };
  return (
    <form className="find-order__form" onSubmit={submit} noValidate aria-label={t('findOrder.title')}>
      <p>{t('findOrder.intro')}</p>
      {error && <Alert kind="error">{error}</Alert>}
      <TextField
        label={t('findOrder.orderNumber')}
        name="order_number"
        autoComplete="off"
        value={orderNumber}
        onChange={(e) => setOrderNumber(e.target.value)}
      />
      <TextField
        label={t('findOrder.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <button type="submit" className="btn btn--accent" disabled={lookUp.isPending}>
        {lookUp.isPending ? t('findOrder.sending') : t('findOrder.send')}
      </button>
    </form>
  );
}

function CodeForm({ lookup }: { lookup: OrderLookup }) {
  const verify = useVerifyLookupCode();
  const t = useText();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!/^[0-9]{6}$/.test(typed)) return setError(t('findOrder.codeFormat'));
    setError(null);
    verify.mutate(
      { ...lookup, code: typed },
      {
        onSuccess: (answer) => navigate(routerPathOfLink(answer.order_link)),
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };
  return (
    <form className="find-order__form" onSubmit={submit} noValidate aria-label={t('findOrder.open')}>
      <Alert kind="info">{t('findOrder.codeIntro')}</Alert>
      {error && <Alert kind="error">{error}</Alert>}
      <TextField
        label={t('findOrder.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="btn btn--accent" disabled={verify.isPending}>
        {verify.isPending ? t('findOrder.opening') : t('findOrder.open')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { guestOrderMessages } from '../../../../shared/messages/guest-orders';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useLookUpOrder, type OrderLookup } from './api/look-up-order';
import { useVerifyLookupCode } from './api/verify-lookup-code';
import './orders.css';

export const FIND_ORDER_TEXTS = {
  title: 'Find my order',
  intro: 'Bought without an account? Enter the order number from your e-mail or SMS and the phone number you gave.',
  orderNumber: 'Order number *',
  phone: 'Phone *',
  send: 'Send me a code',
  sending: 'Sending...',
  codeIntro: guestOrderMessages.lookupSent,
  code: 'Code *',
  open: 'Open my order',
  opening: 'Checking...',
  required: 'Please fill in both fields.',
  codeFormat: 'Please enter the 6-digit code.',
  failed: 'Something went wrong. Please try again.',
} as const;

const failureText = (error: unknown) =>
  (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.serverMessage) ||
  FIND_ORDER_TEXTS.failed;

/** The order link's path in this shop (the answer may give it with the shop's origin). */
const pathOf = (link: string) => {
  const url = new URL(link, window.location.origin);
  return url.pathname + url.search;
};

/** `/find-order` (issue 32): order number and phone -> a code by SMS -> the order's link, for a guest who lost it. */
export default function FindOrderPage() {
  usePageTitle(FIND_ORDER_TEXTS.title);
  const [asked, setAsked] = useState<OrderLookup | null>(null);
  return (
    <div className="container page find-order">
      <h1 className="page-title">{FIND_ORDER_TEXTS.title}</h1>
      {asked ? <CodeForm lookup={asked} /> : <LookupForm onSent={setAsked} />}
    </div>
  );
}

function LookupForm({ onSent }: { onSent: (lookup: OrderLookup) => void }) {
  const lookUp = useLookUpOrder();
  const [orderNumber, setOrderNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lookup = { order_number: orderNumber.trim(), phone: phone.trim() };
    if (!lookup.order_number || !lookup.phone) return setError(FIND_ORDER_TEXTS.required);
    setError(null);
    lookUp.mutate(lookup, { onSuccess: () => onSent(lookup), onError: (failure) => setError(failureText(failure)) });
  };
  return (
    <form className="find-order__form" onSubmit={submit} noValidate aria-label={FIND_ORDER_TEXTS.title}>
      <p>{FIND_ORDER_TEXTS.intro}</p>
      {error && <Alert kind="error">{error}</Alert>}
      <TextField
        label={FIND_ORDER_TEXTS.orderNumber}
        name="order_number"
        autoComplete="off"
        value={orderNumber}
        onChange={(e) => setOrderNumber(e.target.value)}
      />
      <TextField
        label={FIND_ORDER_TEXTS.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <button type="submit" className="btn btn--accent" disabled={lookUp.isPending}>
        {lookUp.isPending ? FIND_ORDER_TEXTS.sending : FIND_ORDER_TEXTS.send}
      </button>
    </form>
  );
}

function CodeForm({ lookup }: { lookup: OrderLookup }) {
  const verify = useVerifyLookupCode();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!/^[0-9]{6}$/.test(typed)) return setError(FIND_ORDER_TEXTS.codeFormat);
    setError(null);
    verify.mutate(
      { ...lookup, code: typed },
      {
        onSuccess: (answer) => navigate(pathOf(answer.order_link)),
        onError: (failure) => setError(failureText(failure)),
      },
    );
  };
  return (
    <form className="find-order__form" onSubmit={submit} noValidate aria-label={FIND_ORDER_TEXTS.open}>
      <Alert kind="info">{FIND_ORDER_TEXTS.codeIntro}</Alert>
      {error && <Alert kind="error">{error}</Alert>}
      <TextField
        label={FIND_ORDER_TEXTS.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="btn btn--accent" disabled={verify.isPending}>
        {verify.isPending ? FIND_ORDER_TEXTS.opening : FIND_ORDER_TEXTS.open}
      </button>
    </form>
  );
}

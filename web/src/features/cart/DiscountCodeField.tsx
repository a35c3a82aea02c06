import { useState, type KeyboardEvent } from 'react';
import { useRichText, useText } from '../../lib/i18n';
import { useDiscountCode } from './api/cart-discount';
import { useGuestDiscountCode } from './api/price-guest-cart';

type DiscountCode = ReturnType<typeof useDiscountCode>;

/** The Discount code field of steps 1 and 2: Apply, Remove, and each refusal under the field (issue 21). */
export function DiscountCodeField() {
  return <DiscountCodeForm discount={useDiscountCode()} />;
}

/** The same field on a signed-out shopper's cart: the code rides with the browser's lines. */
export function GuestDiscountCodeField() {
  return <DiscountCodeForm discount={useGuestDiscountCode()} />;
}

function DiscountCodeForm({ discount: { code, error, busy, apply, remove } }: { discount: DiscountCode }) {
  const t = useText();
  const rich = useRichText();
  const [text, setText] = useState('');
  if (code)
    return (
      <div className="discount-field discount-field--applied">
        <span>{rich('cart.code.applied', { code, b: (words) => <strong>{words}</strong> })}</span>
        <button type="button" className="btn btn--ghost" onClick={remove} disabled={busy}>
          {t('cart.code.remove')}
        </button>
      </div>
    );
  const send = () => {
    if (text.trim() && !busy) apply(text.trim());
  };
  // Step 2's field sits inside the checkout form: Enter applies the code, it never places the order.
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    send();
  };
  return (
    <div className="discount-field">
      <label htmlFor="discount-code">{t('cart.code.label')}</label>
      <div className="discount-field__row">
        <input
          id="discount-code"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
        <button type="button" className="btn" onClick={send} disabled={busy || !text.trim()}>
          {t('cart.code.apply')}
        </button>
      </div>
      {error && (
        <p id="discount-code-error" className="discount-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { useText } from '../../lib/i18n';
import { STEP_TITLES } from './step-titles';

/** The three steps of /cart (SPEC section 2); the current one is marked for screen readers too. */
export function CheckoutStepper({ step }: { step: 1 | 2 | 3 }) {
  const t = useText();
  return (
    <ol className="cart-steps" aria-label={t('cart.progress')}>
      {STEP_TITLES.map((title, i) => {
        const label = t(title);
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`cart-steps__step cart-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="cart-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : n}
            </span>
            <span className="cart-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

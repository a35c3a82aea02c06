import { useText } from '../../../../lib/i18n';

/** The card's fields, disabled: card details are never typed here, PayHere's own secure window asks for them. */
export function CardFields() {
  const t = useText();
  return (
    <fieldset className="card-fields" disabled aria-label={t('payment.CARD.details')}>
      <div className="field">
        <label htmlFor="card-number">{t('payment.CARD.number')}</label>
        <input id="card-number" disabled inputMode="numeric" autoComplete="off" placeholder="1234 1234 1234 1234" />
      </div>
      <div className="field">
        <label htmlFor="card-holder">{t('payment.CARD.holder')}</label>
        <input id="card-holder" disabled autoComplete="off" />
      </div>
      <div className="card-fields__row">
        <div className="field">
          <label htmlFor="card-expiry">{t('payment.CARD.expiry')}</label>
          <input id="card-expiry" disabled autoComplete="off" placeholder="MM/YY" />
        </div>
        <div className="field">
          <label htmlFor="card-cvc">{t('payment.CARD.cvc')}</label>
          <input id="card-cvc" disabled autoComplete="off" placeholder="CVC" />
        </div>
      </div>
    </fieldset>
  );
}

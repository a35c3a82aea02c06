import { useText } from '../lib/i18n';

/** "Send me offers and reminders" (issue 33): unticked until the person ticks it; at sign-up and at checkout. */
export function OffersConsent({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const t = useText();
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name="marketing_consent"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
      />
      {t('checkout.offers')}
    </label>
  );
}

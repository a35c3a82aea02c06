import { CITIES } from '../../../../shared/rules/delivery';
import { SelectField, TextField } from '../../components/Field';
import { useText } from '../../lib/i18n';
import type { BillingField, BillingValues } from './billing-form';
import './billing.css';

interface Props {
  values: BillingValues;
  errors: Partial<Record<BillingField, string>>;
  onChange: (field: BillingField, value: string) => void;
  disabled?: boolean;
}

/** The billing address fields, laid out in two columns on wide screens and one on a phone. */
export function BillingFields({ values, errors, onChange, disabled }: Props) {
  const t = useText();
  const text = (field: Exclude<BillingField, 'city'>, autoComplete: string, wide = false) => (
    <div className={wide ? 'billing__wide' : undefined}>
      <TextField
        label={t(`billing.${field}`)}
        name={field}
        autoComplete={autoComplete}
        value={values[field]}
        error={errors[field]}
        disabled={disabled}
        type={field === 'phone' ? 'tel' : 'text'}
        onChange={(e) => onChange(field, e.target.value)}
      />
    </div>
  );
  return (
    <div className="billing">
      {text('first_name', 'given-name')}
      {text('last_name', 'family-name')}
      {text('country', 'country-name')}
      {text('company', 'organization')}
      {text('address', 'address-line1', true)}
      {text('apartment', 'address-line2', true)}
      <div>
        <SelectField
          label={t('billing.city')}
          name="city"
          options={CITIES}
          placeholder={t('billing.cityPlaceholder')}
          value={values.city}
          error={errors.city}
          disabled={disabled}
          onChange={(e) => onChange('city', e.target.value)}
        />
      </div>
      {text('state', 'address-level1')}
      {text('postal_code', 'postal-code')}
      {text('phone', 'tel')}
    </div>
  );
}

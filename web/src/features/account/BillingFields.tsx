import { CITIES } from '../../../../shared/rules/delivery';
import { SelectField, TextField } from '../../components/Field';
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
  const text = (field: BillingField, label: string, autoComplete: string, wide = false) => (
    <div className={wide ? 'billing__wide' : undefined}>
      <TextField
        label={label}
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
      {text('first_name', 'First name *', 'given-name')}
      {text('last_name', 'Last name *', 'family-name')}
      {text('country', 'Country / Region *', 'country-name')}
      {text('company', 'Company name (optional)', 'organization')}
      {text('address', 'Street address *', 'address-line1', true)}
      {text('apartment', 'Apartment, suite, unit, etc. (optional)', 'address-line2', true)}
      <div>
        <SelectField
          label="Town / City *"
          name="city"
          options={CITIES}
          placeholder="Choose a city"
          value={values.city}
          error={errors.city}
          disabled={disabled}
          onChange={(e) => onChange('city', e.target.value)}
        />
      </div>
      {text('state', 'State / Province *', 'address-level1')}
      {text('postal_code', 'Postal code *', 'postal-code')}
      {text('phone', 'Phone *', 'tel')}
    </div>
  );
}

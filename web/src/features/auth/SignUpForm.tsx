import { useState, type FormEvent } from 'react';
import { registerSchema } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { useCheckTexts, useText } from '../../lib/i18n';
import { useSignUp } from './api/sign-up';
import { firstMessages, validateForm } from '../../lib/validate-form';
import { OffersConsent } from '../../components/OffersConsent';

const EMPTY = { name: '', email: '', mobile: '', password: '', password_confirmation: '' };

export function SignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useSignUp();
  const t = useText();
  const checkTexts = useCheckTexts();
  const busy = signUp.isPending;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // "Send me offers and reminders" (issue 33): unticked until the person ticks it.
  const [offers, setOffers] = useState(false);

  const change = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = validateForm(registerSchema, values);
    setErrors(checkTexts(found) as Record<string, string>);
    setFailure(null);
    if (!data) return;
    try {
      const user = await signUp.mutateAsync({ ...values, email: data.email, marketing_consent: offers });
      if (user) onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
        setErrors(firstMessages(error.fieldErrors));
        setFailure(t('auth.checkForm'));
      } else {
        setFailure((error instanceof ApiError && error.serverMessage) || t('auth.registerFailed'));
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signUp')}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <TextField
        label={t('auth.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextField
        label={t('auth.mobile')}
        type="tel"
        name="mobile"
        autoComplete="tel"
        value={values.mobile}
        onChange={change('mobile')}
        error={errors.mobile}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <TextField
        label={t('auth.confirm')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={change('password_confirmation')}
        error={errors.password_confirmation}
      />
      <OffersConsent checked={offers} onChange={setOffers} disabled={busy} />
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('auth.creating') : t('auth.signUp')}
      </button>
    </form>
  );
}

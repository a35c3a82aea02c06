import { useState, type FormEvent } from 'react';
import { registerSchema } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { useSignUp } from './api/sign-up';
import { firstMessages, validateForm } from '../../lib/validate-form';
import { OffersConsent } from '../../components/OffersConsent';

const EMPTY = { name: '', email: '', mobile: '', password: '', password_confirmation: '' };

export function SignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useSignUp();
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
    setErrors(found);
    setFailure(null);
    if (!data) return;
    try {
      const user = await signUp.mutateAsync({ ...values, email: data.email, marketing_consent: offers });
      if (user) onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
        setErrors(firstMessages(error.fieldErrors));
        setFailure('Please check the form for errors.');
      } else {
        setFailure(
          (error instanceof ApiError && error.serverMessage) ||
            'An error occurred during registration. Please try again.',
        );
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign Up">
      {failure && <Alert kind="error">{failure}</Alert>}
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextField
        label="Mobile Number"
        type="tel"
        name="mobile"
        autoComplete="tel"
        value={values.mobile}
        onChange={change('mobile')}
        error={errors.mobile}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={change('password_confirmation')}
        error={errors.password_confirmation}
      />
      <OffersConsent checked={offers} onChange={setOffers} disabled={busy} />
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? 'Creating your account...' : 'Sign Up'}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { loginSchema } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { useCheckTexts, useText } from '../../lib/i18n';
import type { SessionUser } from '../../lib/session';
import { useSignIn } from './api/sign-in';
import { validateForm } from '../../lib/validate-form';

export function SignInForm({
  onSignedIn,
  onForgot,
}: {
  onSignedIn: (user: SessionUser) => void;
  onForgot: () => void;
}) {
  const signIn = useSignIn();
  const t = useText();
  const checkTexts = useCheckTexts();
  const busy = signIn.isPending;
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = validateForm(loginSchema, values);
    setErrors(checkTexts(found) as Record<string, string>);
    setFailure(null);
    if (!data) return;
    try {
      onSignedIn(await signIn.mutateAsync({ email: data.email, password: data.password }));
    } catch (error) {
      setFailure((error instanceof ApiError && error.serverMessage) || t('auth.loginFailed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signIn')}>
      {failure && <Alert kind="error">{failure}</Alert>}
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
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <div className="auth__row">
        <button type="button" className="link-button" onClick={onForgot}>
          {t('auth.forgot')}
        </button>
      </div>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { loginSchema } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
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
    setErrors(found);
    setFailure(null);
    if (!data) return;
    try {
      onSignedIn(await signIn.mutateAsync({ email: data.email, password: data.password }));
    } catch (error) {
      setFailure(
        (error instanceof ApiError && error.serverMessage) || 'An error occurred during login. Please try again.',
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign In">
      {failure && <Alert kind="error">{failure}</Alert>}
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
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <div className="auth__row">
        <button type="button" className="link-button" onClick={onForgot}>
          Forgot Password?
        </button>
      </div>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}

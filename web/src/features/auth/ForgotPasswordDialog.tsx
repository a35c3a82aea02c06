import { useEffect, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { forgotPasswordSchema, newPasswordFormSchema, verifyResetCodeSchema } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { resetPassword, sendResetCode, useResetPasswordStep, verifyResetCode } from './api/reset-password';
import { validateForm } from '../../lib/validate-form';

type Step = 1 | 2 | 3;
const CLOSE_AFTER_SUCCESS_MS = 3000;
const codeSchema = z.pick(verifyResetCodeSchema, { code: true });

/** The 3-step reset of SPEC section 2: e-mail, verification code, new password. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resetStep = useResetPasswordStep();
  const busy = resetStep.isPending;
  const [done, setDone] = useState(false);

  const reset = () => {
    setStep(1);
    setEmail('');
    setCode('');
    setPassword('');
    setConfirmation('');
    setFieldError(null);
    setInfo(null);
    setFailure(null);
    setDone(false);
  };

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      onClose();
      reset();
    }, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const call = async (
    send: () => Promise<{ message?: string }>,
    fallback: string,
    onOk: (message: string | undefined) => void,
  ) => {
    setFailure(null);
    try {
      const res = await resetStep.mutateAsync(send);
      onOk(res?.message);
    } catch (error) {
      // A code sent less than a minute ago is still valid: say so and let the customer type it.
      if (step === 1 && error instanceof ApiError && error.status === 429) {
        setInfo(error.serverMessage ?? `Verification code sent to ${email.trim()}`);
        setStep(2);
        return;
      }
      setFailure((error instanceof ApiError && error.serverMessage) || fallback);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldError(null);
    if (step === 1) {
      const { errors } = validateForm(forgotPasswordSchema, { email });
      if (errors.email) return setFieldError(errors.email);
      await call(
        () => sendResetCode(email.trim()),
        'Failed to send verification code. Please try again.',
        (m) => {
          setInfo(m || `Verification code sent to ${email.trim()}`);
          setStep(2);
        },
      );
    } else if (step === 2) {
      const { errors } = validateForm(codeSchema, { code });
      if (errors.code) return setFieldError(errors.code);
      await call(
        () => verifyResetCode(email.trim(), code.trim()),
        'Invalid verification code. Please try again.',
        (m) => {
          setInfo(m || 'Code verified successfully');
          setStep(3);
        },
      );
    } else {
      const { errors } = validateForm(newPasswordFormSchema, { password, password_confirmation: confirmation });
      const problem = errors.password ?? errors.password_confirmation;
      if (problem) return setFieldError(problem);
      await call(
        () => resetPassword(email.trim(), code.trim(), password, confirmation),
        'Failed to reset password. Please try again.',
        (m) => {
          setInfo(m || 'Password successfully reset. You can now login with your new password.');
          setDone(true);
        },
      );
    }
  };

  const back = () => {
    setFailure(null);
    setFieldError(null);
    setStep((s) => (s > 1 ? ((s - 1) as Step) : s));
  };

  return (
    <Dialog
      open={open}
      title="Forgot Password"
      onClose={() => {
        onClose();
        reset();
      }}
    >
      <form onSubmit={submit} noValidate>
        <p className="muted">Step {step} of 3</p>
        {info && <Alert kind={done ? 'success' : 'info'}>{info}</Alert>}
        {failure && <Alert kind="error">{failure}</Alert>}
        {step === 1 && (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError ?? undefined}
          />
        )}
        {step === 2 && (
          <TextField
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldError ?? undefined}
          />
        )}
        {step === 3 && (
          <>
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              error={fieldError ?? undefined}
            />
          </>
        )}
        <div className="auth__dialog-actions">
          {step > 1 && !done && (
            <button type="button" className="btn btn--ghost" onClick={back}>
              Back
            </button>
          )}
          {!done && (
            <button type="submit" className="btn" disabled={busy}>
              {step === 1 ? 'Send code' : step === 2 ? 'Verify code' : 'Reset password'}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

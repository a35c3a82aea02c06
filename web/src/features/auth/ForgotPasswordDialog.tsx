import { useEffect, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { forgotPasswordSchema, newPasswordFormSchema, verifyResetCodeSchema } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { useCheckTexts, useText } from '../../lib/i18n';
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
  const t = useText();
  const checkTexts = useCheckTexts();
  /** A check the browser made, in the page's language (the server's own messages stay as it sent them). */
  const checked = (message: string | undefined) => (message ? checkTexts({ message }).message : undefined);

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
        setInfo(error.serverMessage ?? t('reset.sent', { email: email.trim() }));
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
      if (errors.email) return setFieldError(checked(errors.email) ?? null);
      await call(
        () => sendResetCode(email.trim()),
        t('reset.sendFailed'),
        (m) => {
          setInfo(m || t('reset.sent', { email: email.trim() }));
          setStep(2);
        },
      );
    } else if (step === 2) {
      const { errors } = validateForm(codeSchema, { code });
      if (errors.code) return setFieldError(checked(errors.code) ?? null);
      await call(
        () => verifyResetCode(email.trim(), code.trim()),
        t('reset.invalidCode'),
        (m) => {
          setInfo(m || t('reset.verified'));
          setStep(3);
        },
      );
    } else {
      const { errors } = validateForm(newPasswordFormSchema, { password, password_confirmation: confirmation });
      const problem = errors.password ?? errors.password_confirmation;
      if (problem) return setFieldError(checked(problem) ?? null);
      await call(
        () => resetPassword(email.trim(), code.trim(), password, confirmation),
        t('reset.failed'),
        (m) => {
          setInfo(m || t('reset.done'));
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
      title={t('reset.title')}
      onClose={() => {
        onClose();
        reset();
      }}
    >
      <form onSubmit={submit} noValidate>
        <p className="muted">{t('reset.step', { step })}</p>
        {info && <Alert kind={done ? 'success' : 'info'}>{info}</Alert>}
        {failure && <Alert kind="error">{failure}</Alert>}
        {step === 1 && (
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError ?? undefined}
          />
        )}
        {step === 2 && (
          <TextField
            label={t('reset.code')}
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
              label={t('reset.newPassword')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t('reset.confirm')}
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
              {t('reset.back')}
            </button>
          )}
          {!done && (
            <button type="submit" className="btn" disabled={busy}>
              {step === 1 ? t('reset.send') : step === 2 ? t('reset.verify') : t('reset.reset')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { changePasswordSchema, messages } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { useCheckTexts, useText } from '../../lib/i18n';
import { useChangePassword, type PasswordChange } from './api/change-password';
import { passwordFailureText, passwordFieldsText } from './messages';
import { useNotice } from './use-notice';

const EMPTY: PasswordChange = { current_password: '', new_password: '', new_password_confirmation: '' };

/** Change Password: current, new and confirmation (A9); the fields are cleared after success. */
export function PasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const changePassword = useChangePassword();
  const busy = changePassword.isPending;
  const [notice, show, clear] = useNotice();
  const t = useText();
  const checkTexts = useCheckTexts();
  // The browser's own check, in the page's language (the server's 422 texts are shown as sent: decision 0093).
  const showCheck = (message: string) => show('error', checkTexts({ message }).message ?? message);

  const change = (field: keyof PasswordChange) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    if (values.new_password !== values.new_password_confirmation) return showCheck(messages.newPasswordsDoNotMatch);
    // The server's rules, checked here first; their messages are picked in the server's order (contract A9).
    const check = changePasswordSchema.safeParse(values);
    if (!check.success) {
      const map: Record<string, string[]> = {};
      for (const issue of check.error.issues) (map[String(issue.path[0])] ??= []).push(issue.message);
      return showCheck(passwordFieldsText(map)!);
    }
    try {
      await changePassword.mutateAsync(values);
      setValues(EMPTY);
      show('success', t('profile.password.saved'));
    } catch (error) {
      show('error', passwordFailureText(error, t('profile.password.failed'), t('profile.unexpected')));
    }
  };

  return (
    <section className="profile-card" aria-labelledby="password-title">
      <h2 id="password-title" className="profile-card__title">
        {t('profile.password.title')}
      </h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <form onSubmit={submit} noValidate aria-label={t('profile.password.title')}>
        <TextField
          label={t('profile.password.current')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          onChange={change('current_password')}
          disabled={busy}
        />
        <TextField
          label={t('profile.password.new')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={change('new_password')}
          disabled={busy}
        />
        <TextField
          label={t('profile.password.confirm')}
          name="new_password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.new_password_confirmation}
          onChange={change('new_password_confirmation')}
          disabled={busy}
        />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('profile.password.updating') : t('profile.password.update')}
        </button>
      </form>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { changePasswordSchema, messages } from '../../../../shared/validation/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
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

  const change = (field: keyof PasswordChange) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    if (values.new_password !== values.new_password_confirmation) return show('error', messages.newPasswordsDoNotMatch);
    // The server's rules, checked here first; their messages are picked in the server's order (contract A9).
    const check = changePasswordSchema.safeParse(values);
    if (!check.success) {
      const map: Record<string, string[]> = {};
      for (const issue of check.error.issues) (map[String(issue.path[0])] ??= []).push(issue.message);
      return show('error', passwordFieldsText(map)!);
    }
    try {
      await changePassword.mutateAsync(values);
      setValues(EMPTY);
      show('success', 'Password updated successfully!');
    } catch (error) {
      show('error', passwordFailureText(error));
    }
  };

  return (
    <section className="profile-card" aria-labelledby="password-title">
      <h2 id="password-title" className="profile-card__title">
        Change Password
      </h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <form onSubmit={submit} noValidate aria-label="Change Password">
        <TextField
          label="Current Password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          onChange={change('current_password')}
          disabled={busy}
        />
        <TextField
          label="New Password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={change('new_password')}
          disabled={busy}
        />
        <TextField
          label="Confirm New Password"
          name="new_password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.new_password_confirmation}
          onChange={change('new_password_confirmation')}
          disabled={busy}
        />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useNavigate } from 'react-router-dom';
import { profileUpdateSchema } from '../../../../shared/validation/account';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { useCheckTexts, useText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { firstMessages, validateForm } from '../../lib/validate-form';
import { useUpdateProfile, type UserProfile } from '../account';
import { useUploadAvatar } from './api/upload-avatar';
import { AvatarPicker } from './AvatarPicker';
import { failureText } from './messages';
import { useNotice } from './use-notice';

const contactSchema = z.pick(profileUpdateSchema, { name: true, email: true, phone: true });
type Contact = { name: string; email: string; phone: string };

/** The profile card: avatar upload, Full Name, Email Address, Phone Number, Save Changes and Sign Out. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const { signOut, updateUser } = useSession();
  const [values, setValues] = useState<Contact>({
    name: profile.name ?? '',
    email: profile.email ?? '',
    phone: profile.phone || profile.mobile || '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  const busy = update.isPending;
  const [notice, show, clear] = useNotice();
  const t = useText();
  const checkTexts = useCheckTexts();

  const change = (field: keyof Contact) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: '' }));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    const { data, errors: found } = validateForm(contactSchema, values);
    setErrors(checkTexts(found));
    if (!data) return;
    try {
      const updated = await update.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      });
      updateUser({ name: updated.name, email: updated.email });
      show('success', t('profile.saved'));
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstMessages(error.fieldErrors));
      show('error', failureText(error, t('profile.saveFailed'), t('profile.unexpected')));
    }
  };

  const upload = async (file: File, onProgress: (percent: number) => void) => {
    clear();
    try {
      const picture = await uploadAvatar.mutateAsync({ file, onProgress });
      if (picture === undefined) return;
      show('success', t('profile.avatar.saved'));
      // The navigation bar reads the session's user: give it the new picture at once.
      updateUser({ profile_picture: picture });
    } catch (error) {
      show('error', failureText(error, t('profile.avatar.failed'), t('profile.unexpected')));
    }
  };

  const leave = () => {
    // SPEC: Sign Out goes to /login, which the catch-all turns into the home page.
    navigate('/login');
    void signOut();
  };

  return (
    <section className="profile-card profile-card--main" aria-labelledby="profile-title">
      <AvatarPicker
        picture={profile.profile_picture}
        name={profile.name}
        onUpload={upload}
        onInvalid={(m) => show('error', checkTexts({ m }).m ?? m)}
      />
      <h2 id="profile-title" className="profile-card__name">
        {profile.name.toUpperCase()}
      </h2>
      <p className="profile-card__email muted">{profile.email}</p>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <form onSubmit={save} noValidate aria-label={t('profile.details')}>
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={change('name')}
          error={errors.name}
          disabled={busy}
        />
        <TextField
          label={t('profile.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          disabled={busy}
        />
        <TextField
          label={t('profile.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
          disabled={busy}
        />
        <div className="profile-card__actions">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('profile.saving') : t('profile.save')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={leave}>
            {t('user.signOut')}
          </button>
        </div>
      </form>
    </section>
  );
}

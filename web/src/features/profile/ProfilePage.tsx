import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../lib/usePageTitle';
import { fetchProfile, type UserProfile } from '../account';
import { BillingCard } from './BillingCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import './profile.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; profile: UserProfile };

/** /profile: the profile card, Change Password and Billing Details (A7-A10). */
export default function ProfilePage() {
  usePageTitle('My Profile');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchProfile()
      .then((profile) => setLoad(profile && typeof profile.name === 'string' ? { state: 'loaded', profile } : { state: 'failed' }))
      .catch(() => setLoad({ state: 'failed' }));
  }, []);

  useEffect(reload, [reload]);

  const onProfile = useCallback((profile: UserProfile) => setLoad({ state: 'loaded', profile }), []);

  return (
    <div className="container page">
      <h1 className="page-title">My Profile</h1>
      {load.state === 'loading' && <Loading text="Loading your profile..." />}
      {load.state === 'failed' && (
        <>
          <Alert kind="error">Failed to load user data. Please try again.</Alert>
          <button type="button" className="btn btn--ghost" onClick={reload}>
            Try again
          </button>
        </>
      )}
      {load.state === 'loaded' && (
        <div className="profile-grid">
          <ProfileCard profile={load.profile} onProfile={onProfile} />
          <PasswordCard />
          <BillingCard profile={load.profile} onProfile={onProfile} />
        </div>
      )}
    </div>
  );
}

import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../lib/use-page-title';
import { useProfile } from '../account';
import { BillingCard } from './BillingCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { OffersCard } from './OffersCard';
import { OrderUpdatesCard } from './OrderUpdatesCard';
import './profile.css';

/** /profile: the profile card, Change Password, Billing Details (A7-A10), Order updates by SMS or WhatsApp
 * (issues 22 and 33) and Offers and reminders (issue 33). */
export default function ProfilePage() {
  usePageTitle('My Profile');
  const profile = useProfile();

  return (
    <div className="container page">
      <h1 className="page-title">My Profile</h1>
      {profile.isPending && <Loading text="Loading your profile..." />}
      {profile.isError && (
        <>
          <Alert kind="error">Failed to load user data. Please try again.</Alert>
          <button type="button" className="btn btn--ghost" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </>
      )}
      {profile.isSuccess && (
        <div className="profile-grid">
          <ProfileCard profile={profile.data} />
          <PasswordCard />
          <BillingCard profile={profile.data} />
          <OrderUpdatesCard />
          <OffersCard />
        </div>
      )}
    </div>
  );
}

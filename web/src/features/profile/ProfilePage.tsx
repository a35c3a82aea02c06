import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useText } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useProfile } from '../account';
import { BillingCard } from './BillingCard';
import { LanguageCard } from './LanguageCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { OffersCard } from './OffersCard';
import { OrderUpdatesCard } from './OrderUpdatesCard';
import './profile.css';

/** /profile: the profile card, Change Password, Billing Details (A7-A10), Order updates by SMS or WhatsApp
 * (issues 22 and 33), Offers and reminders (issue 33) and the account's language (issue 34). */
export default function ProfilePage() {
  const t = useText();
  usePageTitle(t('user.profile'));
  const profile = useProfile();

  return (
    <div className="container page">
      <h1 className="page-title">{t('user.profile')}</h1>
      {profile.isPending && <Loading text={t('profile.loading')} />}
      {profile.isError && (
        <>
          <Alert kind="error">{t('profile.failed')}</Alert>
          <button type="button" className="btn btn--ghost" onClick={() => void profile.refetch()}>
            {t('profile.tryAgain')}
          </button>
        </>
      )}
      {profile.isSuccess && (
        <div className="profile-grid">
          <ProfileCard profile={profile.data} />
          <PasswordCard />
          <BillingCard profile={profile.data} />
          <LanguageCard profile={profile.data} />
          <OrderUpdatesCard />
          <OffersCard />
        </div>
      )}
    </div>
  );
}

import { useText } from '../../lib/i18n';
import type { NotificationSettingsChange } from './api/save-notification-settings';
import { SettingsCard } from './SettingsCard';
import { SwitchRow } from './SwitchRow';

const SWITCHES = ['marketing_email', 'marketing_sms', 'marketing_whatsapp'] as const;

/** Marketing per channel (issue 33): off unless the customer turns it on; every message also has a stop link. */
export function OffersCard() {
  const t = useText();
  return (
    <SettingsCard id="offers" title={t('profile.offers.title')}>
      {(shown, busy, change) => (
        <>
          <p id="offers-help" className="profile-switch__help">
            {t('profile.offers.help')}
          </p>
          {SWITCHES.map((field) => (
            <SwitchRow
              key={field}
              label={t(`profile.offers.${field}`)}
              describedBy="offers-help"
              on={shown[field]}
              disabled={busy}
              onToggle={() => change({ [field]: !shown[field] } as NotificationSettingsChange)}
            />
          ))}
        </>
      )}
    </SettingsCard>
  );
}

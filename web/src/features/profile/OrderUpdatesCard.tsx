import { useText } from '../../lib/i18n';
import { SettingsCard } from './SettingsCard';
import { SwitchRow } from './SwitchRow';

/**
 * Order updates by SMS or on WhatsApp (issues 22 and 33): at most one of the two, SMS unless the customer chose
 * otherwise; turning one on turns the other off, and both off leaves order updates to e-mail.
 */
export function OrderUpdatesCard() {
  const t = useText();
  return (
    <SettingsCard id="sms" title={t('profile.updates.title')}>
      {(shown, busy, change) => (
        <>
          <p id="sms-help" className="profile-switch__help">
            {t('profile.updates.help')}
          </p>
          <SwitchRow
            label={t('profile.updates.sms')}
            describedBy="sms-help"
            on={shown.order_updates_channel === 'sms'}
            disabled={busy}
            onToggle={() => change({ order_sms: shown.order_updates_channel !== 'sms' })}
          />
          <SwitchRow
            label={t('profile.updates.whatsapp')}
            describedBy="sms-help"
            on={shown.order_updates_channel === 'whatsapp'}
            disabled={busy}
            onToggle={() =>
              change({ order_updates_channel: shown.order_updates_channel === 'whatsapp' ? 'none' : 'whatsapp' })
            }
          />
        </>
      )}
    </SettingsCard>
  );
}

import type { NotificationSettingsChange } from './api/save-notification-settings';
import { SettingsCard } from './SettingsCard';
import { SwitchRow } from './SwitchRow';

const SWITCHES = [
  { field: 'marketing_email', label: 'Offers and reminders by e-mail' },
  { field: 'marketing_sms', label: 'Offers and reminders by SMS' },
  { field: 'marketing_whatsapp', label: 'Offers and reminders on WhatsApp' },
] as const;

/** Marketing per channel (issue 33): off unless the customer turns it on; every message also has a stop link. */
export function OffersCard() {
  return (
    <SettingsCard id="offers" title="Offers and reminders">
      {(shown, busy, change) => (
        <>
          <p id="offers-help" className="profile-switch__help">
            Cart reminders and news of sizes back in stock, only where you turn them on. Each message has a link to stop
            them.
          </p>
          {SWITCHES.map(({ field, label }) => (
            <SwitchRow
              key={field}
              label={label}
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

import { SettingsCard } from './SettingsCard';
import { SwitchRow } from './SwitchRow';

/**
 * Order updates by SMS or on WhatsApp (issues 22 and 33): at most one of the two, SMS unless the customer chose
 * otherwise; turning one on turns the other off, and both off leaves order updates to e-mail.
 */
export function OrderUpdatesCard() {
  return (
    <SettingsCard id="sms" title="Order updates by SMS or WhatsApp">
      {(shown, busy, change) => (
        <>
          <p id="sms-help" className="profile-switch__help">
            We send each order&apos;s phone a message when it is confirmed, when it ships and at each step of a return:
            by SMS or on WhatsApp, one of the two.
          </p>
          <SwitchRow
            label="Text me order updates"
            describedBy="sms-help"
            on={shown.order_updates_channel === 'sms'}
            disabled={busy}
            onToggle={() => change({ order_sms: shown.order_updates_channel !== 'sms' })}
          />
          <SwitchRow
            label="Send me order updates on WhatsApp"
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

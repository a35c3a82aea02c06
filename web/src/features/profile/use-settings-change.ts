import { useText } from '../../lib/i18n';
import { failureText } from './messages';
import { useNotificationSettings, type NotificationSettings } from './api/get-notification-settings';
import { useSaveNotificationSettings, type NotificationSettingsChange } from './api/save-notification-settings';
import { useNotice } from './use-notice';

/**
 * What a notifications card shows and does: the settings with a change on its way already applied (so a switch
 * moves at once and holds still while the server answers), the change itself, and the card's notice.
 */
export function useSettingsChange() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [notice, show, clear] = useNotice();
  const t = useText();
  const shown: NotificationSettings | undefined =
    settings.data && save.isPending ? { ...settings.data, ...pendingView(save.variables) } : settings.data;

  const change = async (next: NotificationSettingsChange) => {
    if (save.isPending) return;
    clear();
    try {
      show('success', (await save.mutateAsync(next)).message);
    } catch (error) {
      show('error', failureText(error, t('profile.settings.saveFailed'), t('profile.unexpected')));
    }
  };
  return { settings, shown, busy: save.isPending, change, notice };
}

/** A change as the settings it leads to (the order SMS switch is the order updates channel). */
function pendingView(change: NotificationSettingsChange): Partial<NotificationSettings> {
  const channel =
    change.order_updates_channel ?? (change.order_sms === undefined ? undefined : change.order_sms ? 'sms' : 'none');
  return Object.fromEntries(
    Object.entries({
      ...change,
      ...(channel ? { order_updates_channel: channel, order_sms: channel === 'sms' } : {}),
    }).filter(([, v]) => v !== undefined),
  );
}

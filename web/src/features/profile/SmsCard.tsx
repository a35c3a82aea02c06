import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { failureText } from './messages';
import { useNotificationSettings } from './api/get-notification-settings';
import { useSaveNotificationSettings } from './api/save-notification-settings';
import { useNotice } from './use-notice';

/** Order updates by SMS: one switch, on unless the customer turned it off (issue 22). */
export function SmsCard() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [notice, show, clear] = useNotice();
  const on = save.isPending ? save.variables.order_sms : settings.data?.order_sms;

  const toggle = async () => {
    if (on === undefined || save.isPending) return;
    clear();
    try {
      show('success', await save.mutateAsync({ order_sms: !on }));
    } catch (error) {
      show('error', failureText(error, 'Failed to save your notification settings. Please try again.'));
    }
  };

  return (
    <section className="profile-card" aria-labelledby="sms-title">
      <h2 id="sms-title" className="profile-card__title">
        Order updates by SMS
      </h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {settings.isPending && <Loading text="Loading your settings..." />}
      {settings.isError && (
        <>
          <Alert kind="error">Failed to load your notification settings. Please try again.</Alert>
          <button type="button" className="btn btn--ghost" onClick={() => void settings.refetch()}>
            Try again
          </button>
        </>
      )}
      {on !== undefined && (
        <div className="profile-switch">
          <p id="sms-help" className="profile-switch__help">
            We text the phone of each order when it is confirmed, when it ships and at each step of a return.
          </p>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-label="Text me order updates"
            aria-describedby="sms-help"
            className="profile-switch__control"
            onClick={() => void toggle()}
            disabled={save.isPending}
          >
            <span className="profile-switch__track" aria-hidden="true">
              <span className="profile-switch__thumb" />
            </span>
            <span className="profile-switch__label">Text me order updates</span>
            <span className="profile-switch__state">{on ? 'On' : 'Off'}</span>
          </button>
        </div>
      )}
    </section>
  );
}

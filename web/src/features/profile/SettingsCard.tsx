import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useText } from '../../lib/i18n';
import type { NotificationSettings } from './api/get-notification-settings';
import type { NotificationSettingsChange } from './api/save-notification-settings';
import { useSettingsChange } from './use-settings-change';

/** A My Profile card of notification settings: its title, loading and failure, notice, and its switches. */
export function SettingsCard(props: {
  id: string;
  title: string;
  children: (shown: NotificationSettings, busy: boolean, change: (c: NotificationSettingsChange) => void) => ReactNode;
}) {
  const { settings, shown, busy, change, notice } = useSettingsChange();
  const t = useText();
  return (
    <section className="profile-card" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className="profile-card__title">
        {props.title}
      </h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {settings.isPending && <Loading text={t('profile.settings.loading')} />}
      {settings.isError && (
        <>
          <Alert kind="error">{t('profile.settings.failed')}</Alert>
          <button type="button" className="btn btn--ghost" onClick={() => void settings.refetch()}>
            {t('profile.tryAgain')}
          </button>
        </>
      )}
      {shown && <div className="profile-switch">{props.children(shown, busy, (c) => void change(c))}</div>}
    </section>
  );
}

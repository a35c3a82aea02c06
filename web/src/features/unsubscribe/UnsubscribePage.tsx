import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UNSUBSCRIBE_INVALID } from '../../../../shared/rules/consent';
import { Alert } from '../../components/Alert';
import { ApiError } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useUnsubscribe } from './api/unsubscribe';

/** Keeps this page out of search engines while it is open (its link names one person). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * `/unsubscribe?t=<token>` (issue 33): the stop link of a marketing message. Opening it changes nothing (a link
 * scanner may open it); the button turns that channel's offers and reminders off and says which.
 */
export default function UnsubscribePage() {
  const t = useText();
  usePageTitle(t('unsubscribe.title'));
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const stop = useUnsubscribe();
  const refusal =
    stop.error instanceof ApiError && stop.error.status !== undefined && stop.error.status < 500
      ? (stop.error.serverMessage ?? UNSUBSCRIBE_INVALID)
      : t('unsubscribe.failed');
  return (
    <div className="container page">
      <h1 className="page-title">{t('unsubscribe.title')}</h1>
      {stop.isSuccess ? (
        <Alert kind="success">{stop.data.message}</Alert>
      ) : (
        <>
          <p>{t('unsubscribe.intro')}</p>
          {stop.isError && <Alert kind="error">{refusal}</Alert>}
          <button type="button" className="btn" disabled={stop.isPending} onClick={() => stop.mutate(token)}>
            {stop.isPending ? t('unsubscribe.busy') : t('unsubscribe.button')}
          </button>
        </>
      )}
      <p>{t('unsubscribe.settings')}</p>
    </div>
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UNSUBSCRIBE_INVALID } from '../../../../shared/rules/consent';
import { Alert } from '../../components/Alert';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useUnsubscribe } from './api/unsubscribe';

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  intro:
    'Press the button to stop offers and reminders on the channel this link came by. Order updates are not affected.',
  button: 'Unsubscribe',
  busy: 'Unsubscribing...',
  failed: 'Sorry, we could not unsubscribe you. Please try again.',
  settings: 'You can choose what we send you at any time in My Profile.',
} as const;

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
  usePageTitle(UNSUBSCRIBE_TEXTS.title);
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const stop = useUnsubscribe();
  const refusal =
    stop.error instanceof ApiError && stop.error.status !== undefined && stop.error.status < 500
      ? (stop.error.serverMessage ?? UNSUBSCRIBE_INVALID)
      : UNSUBSCRIBE_TEXTS.failed;
  return (
    <div className="container page">
      <h1 className="page-title">{UNSUBSCRIBE_TEXTS.title}</h1>
      {stop.isSuccess ? (
        <Alert kind="success">{stop.data.message}</Alert>
      ) : (
        <>
          <p>{UNSUBSCRIBE_TEXTS.intro}</p>
          {stop.isError && <Alert kind="error">{refusal}</Alert>}
          <button type="button" className="btn" disabled={stop.isPending} onClick={() => stop.mutate(token)}>
            {stop.isPending ? UNSUBSCRIBE_TEXTS.busy : UNSUBSCRIBE_TEXTS.button}
          </button>
        </>
      )}
      <p>{UNSUBSCRIBE_TEXTS.settings}</p>
    </div>
  );
}

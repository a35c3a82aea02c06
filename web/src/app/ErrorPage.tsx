import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { usePageShown } from './hydrated-mark';

/**
 * What a render error or a page's code that would not load (after one retry, see lazy-page.tsx) shows instead of
 * React Router's developer screen: the shop's words and a way forward, never a stack trace.
 */
export function ErrorPage() {
  const error = useRouteError();
  usePageShown();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="denied" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please check your connection and try again.</p>
      <div className="denied__actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className="btn btn--ghost" href="/">
          Return to Home
        </a>
      </div>
    </main>
  );
}

import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from '../components/Loading';
import { usePageShown } from './hydrated-mark';

/**
 * A page's code that fails to load (a flaky phone network) is asked for once more after a short pause; a second
 * failure reaches the route's error page (ErrorPage), which offers a retry.
 */
export function retryOnce<T>(load: () => Promise<T>, pauseMs = 700): Promise<T> {
  return load().catch(() => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), pauseMs)));
}

/** Renders nothing; its effect runs when the page beside it in the boundary has committed (hydrated-mark.ts). */
function PageShown() {
  usePageShown();
  return null;
}

/** A page loaded on first visit, so its code (and antd, for the back-office) stays out of the storefront's first view. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Page = lazy(() => retryOnce(load));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
        <PageShown />
      </Suspense>
    );
  };
}

import { Suspense, isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { loadEnglishAreas } from '../lib/i18n';
import { Loading } from '../components/Loading';
import { usePageShown } from './hydrated-mark';

/**
 * A page's code that fails to load (a flaky phone network) is asked for once more after a short pause; a second
 * failure reaches the route's error page (ErrorPage), which offers a retry.
 */
export function retryOnce<T>(load: () => Promise<T>, pauseMs = 700): Promise<T> {
  return load().catch(
    () => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), pauseMs)),
  );
}

/** Renders nothing; its effect runs when the page beside it in the boundary has committed (hydrated-mark.ts). */
function PageShown() {
  usePageShown();
  return null;
}

interface Preloadable {
  /** Loads the page's code, so the page then renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A page loaded on first visit, so its code (and antd, for the back-office) stays out of the storefront's first view;
 * `areaTexts` for a page that shows the English texts no public page shows (checkout, account, orders, returns).
 * Once its code is loaded (`preload`, or an earlier visit), the page renders at once instead of suspending: a
 * server-drawn page then hydrates in the same pass as the rest of the app (decision 0044).
 */
export function lazyPage<P extends object>(
  loadPage: () => Promise<{ default: ComponentType<P> }>,
  { areaTexts = false }: { areaTexts?: boolean } = {},
): ComponentType<P> & Preloadable {
  // A page of checkout, the account, orders or returns brings those areas' English texts with its code (decision 0102).
  const load = areaTexts ? () => Promise.all([loadPage(), loadEnglishAreas()]).then(([module]) => module) : loadPage;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= retryOnce(load).then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(loadOnce);
  function LazyPage(props: P) {
    // Chosen once per mount: a page that changed type between renders would be mounted afresh and lose its state.
    const [Page] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
        <PageShown />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: loadOnce });
}

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';

/** Loads the code of the lazy pages among these route elements (the ones the current address shows). */
export function preloadPages(elements: readonly ReactNode[]): Promise<unknown> {
  const pages = elements.flatMap((element) =>
    isValidElement(element) && isPreloadable(element.type) ? [element.type] : [],
  );
  return Promise.all(pages.map((page) => page.preload()));
}

import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from '../components/Loading';

/** A page loaded on first visit, so its code (and antd, for the back-office) stays out of the storefront's first view. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Page = lazy(load);
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while React takes over a page the server drew (hydration renders what the server did);
 * true from the render right after, and at once on a page the browser draws itself. What only this browser knows
 * (the session, the guest cart) can be drawn once it is true.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );

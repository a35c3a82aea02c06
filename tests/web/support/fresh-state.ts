import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { useToasts } from '../../../web/src/components/toasts';
import { useGuestCart } from '../../../web/src/features/cart/guest/guest-cart-store';
import { askInLanguage } from '../../../web/src/lib/i18n/language-query';
import { useSession } from '../../../web/src/lib/session';

/**
 * The component files share their worker's modules (no isolation: antd and React are imported once per worker, not
 * once per file), so each file starts where a fresh page starts: empty storage and cookies, the app's stores as
 * created, and the globals and spies another file stubbed given back.
 */
const resetStore = <T>(store: StoreApi<T>) => store.setState(store.getInitialState(), true);

beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  resetStore(useSession);
  resetStore(useGuestCart);
  resetStore(useToasts);
  askInLanguage('en');
});

afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

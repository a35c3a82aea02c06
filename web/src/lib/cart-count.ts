import { create } from 'zustand';
import { callApi } from './api';
import { useSession } from './session';

interface CartCountState {
  /** Units in the signed-in customer's cart; null when unknown (signed out, not a customer, not loaded yet). */
  count: number | null;
  set(count: number | null): void;
  /** Asks the server (S2) again; only for a signed-in customer. */
  refresh(): Promise<void>;
}

const unitsOf = (lines: unknown): number =>
  Array.isArray(lines) ? lines.reduce((sum, line) => sum + (Number((line as { quantity?: unknown }).quantity) || 0), 0) : 0;

/** The number next to CART in the navigation bar, kept by whoever changes the cart. */
export const useCartCount = create<CartCountState>((set) => ({
  count: null,
  set: (count) => set({ count }),
  async refresh() {
    const { token, user } = useSession.getState();
    if (!token || user?.user_type !== 'customer') return set({ count: null });
    try {
      const body = await callApi('cart-list');
      set({ count: unitsOf(body?.data) });
    } catch {
      set({ count: null });
    }
  },
}));

export { unitsOf as cartUnits };

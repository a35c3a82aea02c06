import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One line of a signed-out shopper's cart: what they chose, never a price (the server prices it, decision 0077). */
export interface GuestCartLine {
  product_id: number;
  /** The chosen variant of a product with options; null for one without. */
  variant_id: number | null;
  quantity: number;
}

/** The localStorage key the guest cart is kept under, in this browser only. */
export const GUEST_CART_KEY = 'guest-cart';

interface GuestCartState {
  lines: GuestCartLine[];
  /** The discount code typed on the cart, sent with every pricing and with the checkout. */
  code: string | null;
  add(productId: number, quantity: number, variantId?: number | null): void;
  setQuantity(productId: number, variantId: number | null, quantity: number): void;
  remove(productId: number, variantId: number | null): void;
  setCode(code: string | null): void;
  /** Empties it: after an order, and once merged into an account's cart. */
  clear(): void;
}

const sameLine = (line: GuestCartLine, productId: number, variantId: number | null) =>
  line.product_id === productId && line.variant_id === variantId;

/**
 * The signed-out shopper's cart, kept in this browser (zustand persisted to localStorage) so it outlives a reload and
 * a closed tab. Adding a line already there adds to its quantity, as the account's cart does (contract S1).
 */
export const useGuestCart = create<GuestCartState>()(
  persist(
    (set) => ({
      lines: [],
      code: null,
      add: (productId, quantity, variantId = null) =>
        set(({ lines }) => ({
          lines: lines.some((l) => sameLine(l, productId, variantId))
            ? lines.map((l) => (sameLine(l, productId, variantId) ? { ...l, quantity: l.quantity + quantity } : l))
            : [...lines, { product_id: productId, variant_id: variantId, quantity }],
        })),
      setQuantity: (productId, variantId, quantity) =>
        set(({ lines }) => ({
          lines: lines.map((l) => (sameLine(l, productId, variantId) ? { ...l, quantity } : l)),
        })),
      remove: (productId, variantId) =>
        set(({ lines }) => ({ lines: lines.filter((l) => !sameLine(l, productId, variantId)) })),
      setCode: (code) => set({ code }),
      clear: () => set({ lines: [], code: null }),
    }),
    {
      name: GUEST_CART_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lines, code }) => ({ lines, code }),
    },
  ),
);

/** The guest cart as the server is asked to price it (`POST /api/v2/guest/cart`) and to check it out. */
export const guestCartRequest = ({ lines, code }: Pick<GuestCartState, 'lines' | 'code'>) => ({ lines, code });

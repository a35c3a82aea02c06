import { create } from 'zustand';
import { callApi } from '../../lib/api';
import type { RouteResponse } from '../../lib/contract';
import { useSession } from '../../lib/session';
import { isSuccessBody, outcomeOfError, type ShopOutcome } from './outcome';

export const WISHLIST_FAILED_MESSAGE = 'Could not update your wishlist. Please try again.';

interface WishlistState {
  /** Product ids in the signed-in customer's wishlist (empty when signed out or not a customer). */
  ids: ReadonlySet<number>;
  /** Product ids with a request in flight; their hearts ignore further presses until it ends. */
  pending: ReadonlySet<number>;
  /** The page view (token + page) the ids were loaded for. */
  loadedFor: string | null;
  /**
   * Loads GET /v2/wishlist once per page view: every heart of a page calls this with the same key, and only the
   * first call of a new key sends the request (the earlier client sent one per card, contract 7.16).
   */
  sync(token: string | null, page: string): void;
  /** S6 / S7 for one product, shown at once and undone if the server says no. */
  toggle(productId: number): Promise<ShopOutcome>;
}

/** Hearts pressed while a load was in flight; the load's answer must not undo them. */
let pressedDuringLoad = new Map<number, boolean>();

const withId = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** The product ids of a wishlist answer (entries carry `product.id`, contract S5). */
function productIdsOf(body: RouteResponse<'wishlist-list'>): Set<number> {
  const entries = Array.isArray(body?.data) ? body.data : [];
  return new Set(entries.map((e) => Number(e?.product?.id ?? e?.product_id)).filter((id) => Number.isInteger(id)));
}

export const useWishlist = create<WishlistState>((set, get) => ({
  ids: new Set(),
  pending: new Set(),
  loadedFor: null,

  sync(token, page) {
    if (!token) {
      if (get().loadedFor !== null || get().ids.size > 0) set({ ids: new Set(), loadedFor: null });
      return;
    }
    const key = `${token}|${page}`;
    if (get().loadedFor === key) return;
    set({ loadedFor: key });
    pressedDuringLoad = new Map();
    callApi('wishlist-list')
      .then((body) => {
        if (get().loadedFor !== key) return;
        let ids: ReadonlySet<number> = isSuccessBody(body) ? productIdsOf(body) : get().ids;
        for (const [id, on] of pressedDuringLoad) ids = withId(ids, id, on);
        set({ ids });
      })
      .catch(() => {
        // 401 (stale token) or 403 (not a customer): the hearts stay empty; pressing one explains why.
        if (get().loadedFor === key) set({ ids: new Set([...pressedDuringLoad].filter(([, on]) => on).map(([id]) => id)) });
      });
  },

  async toggle(productId) {
    if (!useSession.getState().token) return { kind: 'signin' };
    if (get().pending.has(productId)) return { kind: 'ok' };
    const adding = !get().ids.has(productId);
    const mark = (on: boolean) => {
      pressedDuringLoad.set(productId, on);
      set((s) => ({ ids: withId(s.ids, productId, on) }));
    };
    set((s) => ({ pending: withId(s.pending, productId, true) }));
    mark(adding);
    try {
      const body = adding ? await callApi('wishlist-add', { body: { product_id: productId } }) : await callApi('wishlist-remove', { params: { productId } });
      if (isSuccessBody(body)) return { kind: 'ok' };
      mark(!adding);
      return { kind: 'failed', message: WISHLIST_FAILED_MESSAGE };
    } catch (error) {
      mark(!adding);
      return outcomeOfError(error, () => WISHLIST_FAILED_MESSAGE);
    } finally {
      set((s) => ({ pending: withId(s.pending, productId, false) }));
    }
  },
}));

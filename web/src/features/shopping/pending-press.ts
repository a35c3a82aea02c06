import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A press that needed a session (no token, or one the server ended): it rides to /signin in the history state and
 * back, and the button it came from makes it once the shopper has signed in (decision 0046).
 */
export type PendingPress =
  | { kind: 'cart-add'; productId: number; quantity: number; variantId?: number }
  | { kind: 'wishlist-add'; productId: number };

/** The history state /signin is opened with, and gives back to the page it returns to. */
export interface SignInState {
  from: string;
  pending?: PendingPress;
}

// Several buttons may show the same product (a card and a featured tab): the first to claim a press makes it.
const claimed = new WeakSet<object>();

function claim(state: unknown, kind: PendingPress['kind'], productId: number): PendingPress | undefined {
  if (typeof state !== 'object' || state === null || claimed.has(state)) return undefined;
  const pending = (state as Partial<SignInState>).pending;
  if (pending?.kind !== kind || pending.productId !== productId) return undefined;
  claimed.add(state);
  return pending;
}

/** Makes the press this page was handed back for `kind` and `productId`, once, and drops it from the history entry. */
export function useResumedPress<K extends PendingPress['kind']>(
  kind: K,
  productId: number,
  resume: (press: Extract<PendingPress, { kind: K }>) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const resumeRef = useRef(resume);
  resumeRef.current = resume;
  useEffect(() => {
    const press = claim(location.state, kind, productId);
    if (!press) return;
    // Back and reload must not make it again.
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
    resumeRef.current(press as Extract<PendingPress, { kind: K }>);
  }, [location, navigate, kind, productId]);
}

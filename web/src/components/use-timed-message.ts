import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that hides itself after `ms` (SPEC: 5 s for cart and contact alerts, 3 s for wishlist notices).
 * Showing a new message restarts the timer.
 */
export function useTimedMessage<T>(ms: number): [T | null, (message: T | null) => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (next: T | null) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next !== null) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}

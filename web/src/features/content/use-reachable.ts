import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../lib/use-online';

/**
 * Whether `url` answers, checked once the element comes near the viewport (so it stays lazy). navigator.onLine
 * alone is not enough: a shop on a network without internet access reports "online" too. An opaque no-cors
 * request resolves whenever the host answers and rejects when it cannot be reached.
 */
export function useReachableWhenVisible<E extends Element>(url: string) {
  const ref = useRef<E>(null);
  const online = useOnline();
  const [visible, setVisible] = useState(false);
  const [reachable, setReachable] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible || !online) {
      setReachable(false);
      return;
    }
    let current = true;
    fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' })
      .then(() => current && setReachable(true))
      .catch(() => current && setReachable(false));
    return () => {
      current = false;
    };
  }, [url, visible, online]);

  return { ref, reachable };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top; back/forward keeps the browser's own restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

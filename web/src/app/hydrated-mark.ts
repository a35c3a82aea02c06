import { useEffect } from 'react';
import { replayEarlyPresses } from './early-presses';

/**
 * Marks the document once the app has taken the page over (`<html data-hydrated="true">`) and presses again the
 * buttons pressed before it had (early-presses.ts). Called by every screen a route ends on (each lazy page, the
 * error page, Access Denied) when it has committed: for a server-drawn page that is when its own elements are
 * hydrated, which comes after the app's first commit (a lazy page's boundary hydrates once its code has resolved).
 * A task later, so the stores' real values (the session), drawn in the render right after hydration, are on screen.
 * The browser tests wait for this mark before they press anything.
 */
export function usePageShown(): void {
  useEffect(() => {
    const mark = document.documentElement.dataset;
    if (mark.hydrated) return;
    const later = setTimeout(() => {
      mark.hydrated = 'true';
      void replayEarlyPresses();
    }, 0);
    return () => clearTimeout(later);
  }, []);
}

/**
 * Marks the document once the app has taken the page over (`<html data-hydrated="true">`). A server-drawn page shows
 * its buttons before React has hydrated them; the browser tests wait for this mark before they press anything.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * A page's stylesheet that fails to load (a flaky phone network) is asked for once more, at once. Vite's loader
 * never asks again for a file it has tried, so the retry of the page's code (lazy-page.ts, 700 ms later) succeeded
 * and the page showed unstyled; by then the stylesheet asked for here has usually arrived.
 */
export function retryFailedStylesheets(): void {
  const retried = new Set<string>();
  // Error events of links do not bubble; a listener in the capture phase still sees them.
  window.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet' || retried.has(link.href)) return;
      retried.add(link.href);
      link.replaceWith(link.cloneNode());
    },
    true,
  );
}

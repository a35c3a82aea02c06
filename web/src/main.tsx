import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { takeEarlyPresses } from './app/early-presses';
import { retryFailedStylesheets } from './app/failed-stylesheets';
import { preloadPages } from './app/lazy-page';
import { showPageCodeFailure } from './app/page-code-failure';
import { applyBrandTheme } from './app/brand-theme';
import { createAppRouter, pageLanguage } from './app/router';
import { goToRememberedLanguage } from './app/remembered-language';
import { readQueryState } from './app/prerender/query-state';
import { hydratesWith } from './app/tracking-params';
import { askInLanguage } from './lib/i18n/language-query';
import { loadLanguage } from './lib/i18n/load-language';
import { useSession } from './lib/session';
import './styles/fonts.css';
import './styles/base.css';

applyBrandTheme();
document.documentElement.lang = pageLanguage;
askInLanguage(pageLanguage);
retryFailedStylesheets();
// The stores' first render during hydration uses their initial state (signed out), as the server did.
useSession.getState().restore();

const state = readQueryState(document);
const root = document.getElementById('root')!;

/** Resolves in a task of its own, after the browser has had its turn (a paint, a press). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A public page arrived as HTML (docs/decisions/0036-html-first-pages.md): React takes it over. The stored page
// knows no query string, so a category page opened with ?price=... is drawn afresh rather than hydrated; a link's
// tracking tags (?fbclid=, utm_...) change nothing on screen and do not count, nor does a product page's ?variant=,
// which the page chooses itself right after hydration (decision 0055).
// As a transition, hydration yields to the browser every few milliseconds instead of one long task (a phone's
// taps and paints are not held up; docs/decisions/0043-storefront-lighthouse.md). So does the router's making: it
// comes in the task after the one that evaluated the app's modules (decision 0119).
// The page's own code is loaded first, so the page hydrates in the same pass as the rest: React drops a press on a
// part it could not hydrate yet, while until hydrateRoot the recorder keeps it (docs/decisions/0044).
// From then on React handles presses itself; the ones made before are pressed again once the page is live.
// If the page's code cannot be loaded even on a second try, the page stays as drawn, with a notice, rather than being
// replaced by the error page: the shopper can still read it and follow its links.
function startApp(): void {
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders state={state} language={pageLanguage}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (state && hydratesWith(window.location.search, window.location.pathname)) {
    Promise.all([
      preloadPages(router.state.matches.map((match) => match.route.element)),
      loadLanguage(pageLanguage),
    ]).then(() => {
      takeEarlyPresses();
      startTransition(() => void hydrateRoot(root, app));
    }, showPageCodeFailure);
  } else {
    // A Sinhala or Tamil page's texts first (decision 0092); English ones are in the entry.
    void loadLanguage(pageLanguage).then(() => {
      takeEarlyPresses();
      createRoot(root).render(app);
    }, showPageCodeFailure);
  }
}

// The remembered language's home is loading instead, when there is one.
if (!goToRememberedLanguage()) void nextTask().then(startApp);

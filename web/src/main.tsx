import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { takeEarlyPresses } from './app/early-presses';
import { applyBrandTheme } from './app/brand-theme';
import { router } from './app/router';
import { readQueryState } from './app/prerender/query-state';
import { useSession } from './lib/session';
import './styles/base.css';

applyBrandTheme();
// The stores' first render during hydration uses their initial state (signed out), as the server did.
useSession.getState().restore();

// From here React handles presses itself; the ones made before are pressed again after hydration.
takeEarlyPresses();
const state = readQueryState(document);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders state={state}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A public page arrived as HTML (docs/decisions/0036-html-first-pages.md): React takes it over. The stored page
// knows no query string, so a category page opened with ?price=... is drawn afresh rather than hydrated.
// As a transition, hydration yields to the browser every few milliseconds instead of one long task (a phone's
// taps and paints are not held up; docs/decisions/0043-storefront-lighthouse.md).
if (state && !window.location.search) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

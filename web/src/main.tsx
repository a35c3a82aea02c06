import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { applyBrandTheme } from './app/brand-theme';
import { router } from './app/router';
import { readQueryState } from './app/prerender/query-state';
import { useSession } from './lib/session';
import './styles/base.css';

applyBrandTheme();
// The stores' first render during hydration uses their initial state (signed out), as the server did.
useSession.getState().restore();

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
if (state && !window.location.search) hydrateRoot(root, app);
else createRoot(root).render(app);

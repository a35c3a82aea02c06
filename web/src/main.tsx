import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { applyBrandTheme } from './app/brand-theme';
import { router } from './app/router';
import { useSession } from './lib/session';
import './styles/base.css';

applyBrandTheme();
useSession.getState().restore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

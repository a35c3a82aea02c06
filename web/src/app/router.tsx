import { createBrowserRouter } from 'react-router-dom';
import { languageBase, languageOfPath } from '../../../shared/rules/language-paths';
import { appRoutes } from './routes';

/** The page's language, from its path: `/si/...` and `/ta/...` are the same routes under a base (decision 0090). */
export const pageLanguage = languageOfPath(window.location.pathname);

/**
 * The app's router, made when the app starts rather than when its modules are evaluated: ranking every route and
 * matching the address is a third of that work, and on a phone the two together made one long task (decision 0119).
 */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(appRoutes, { basename: languageBase(pageLanguage) || undefined });
}

import { createBrowserRouter } from 'react-router-dom';
import { languageBase, languageOfPath } from '../../../shared/rules/language-paths';
import { appRoutes } from './routes';

/** The page's language, from its path: `/si/...` and `/ta/...` are the same routes under a base (decision 0090). */
export const pageLanguage = languageOfPath(window.location.pathname);

export const router = createBrowserRouter(appRoutes, { basename: languageBase(pageLanguage) || undefined });

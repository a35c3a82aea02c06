import type { PolicyPage } from '../../../../shared/content/policies';
import { policiesIn } from '../../../../shared/content/policy-translations';
import { useLanguage } from './LanguageProvider';

/** One policy page in the page's language (its own module, so only the policy page's chunk carries the clauses). */
export const usePolicy = (path: PolicyPage['path']): PolicyPage =>
  policiesIn(useLanguage()).find((p) => p.path === path)!;

import { Link } from 'react-router-dom';
import type { PolicyPage as Policy } from '../../../../shared/content/policies';
import type { Language } from '../../../../shared/rules/languages';
import { writtenDay } from '../../lib/i18n/written-dates';
import { useLanguage, useText } from '../../lib/i18n';
import { usePolicy } from '../../lib/i18n/use-policy';
import { usePageTitle } from '../../lib/use-page-title';
import './content.css';

/** SPEC's Continue Shopping target /products is no route; the shop's first category page lists products (docs/decisions/0012). */
export const CONTINUE_SHOPPING_PATH = '/beard';

/** "1 November 2025" for a YYYY-MM-DD date in the page's language, read as a calendar day (no time-zone shift). */
function calendarDay(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (language !== 'en') return writtenDay(language, { year, month, day }, 'long');
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** Return Policy, Privacy Policy or Terms and Conditions, from the brand content module, with SPEC's two buttons. */
export default function PolicyPage({ path }: { path: Policy['path'] }) {
  const policy = usePolicy(path);
  const language = useLanguage();
  const text = useText();
  usePageTitle(policy.title);
  return (
    <article className="container page policy">
      <h1 className="page-title">{policy.title}</h1>
      <p className="policy__updated">
        {text('policy.updated')} <time dateTime={policy.updated}>{calendarDay(policy.updated, language)}</time>
      </p>
      <p className="policy__intro">{policy.intro}</p>
      {policy.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.bullets && (
            <ul>
              {s.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <div className="policy__actions">
        <Link to="/" className="btn btn--ghost">
          {text('policy.home')}
        </Link>
        <Link to={CONTINUE_SHOPPING_PATH} className="btn">
          {text('policy.shop')}
        </Link>
      </div>
    </article>
  );
}

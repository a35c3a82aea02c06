import { categoryHeadersIn } from '../../../../shared/content/category-content';
import type { Category } from '../../../../shared/rules/catalogue';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useLanguage, useText } from '../../lib/i18n';

/**
 * The band at the top of a category page: a breadcrumb, the heading and a line about the range; Apparel's is a hero.
 * The heading reports its first paint (`elementtiming`), which the app's start waits for (decision 0121).
 */
export function CategoryHeader({ category }: { category: Category }) {
  const header = categoryHeadersIn(useLanguage())[category];
  const text = useText();
  return (
    <header className={`cat-header cat-header--${category.toLowerCase()}${header.hero ? ' cat-header--hero' : ''}`}>
      <div className="container cat-header__inner">
        <Breadcrumbs
          className="cat-crumbs"
          items={[{ label: text('breadcrumb.home'), to: '/' }, { label: text(`category.${category}`) }]}
        />
        <p className="cat-header__eyebrow">{header.eyebrow}</p>
        <h1 className="cat-header__title" elementtiming="category-title">
          {header.title}
        </h1>
        <p className="cat-header__tagline">{header.tagline}</p>
      </div>
    </header>
  );
}

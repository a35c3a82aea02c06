import { useState } from 'react';
import { CATEGORIES, type Category } from '../../../../../shared/rules/catalogue';
import { Loading } from '../../../components/Loading';
import { useText } from '../../../lib/i18n';
import { CategoryTabs, panelId, tabId } from './CategoryTabs';
import { FeaturedCardView } from './FeaturedCardView';
import { useFeaturedProducts } from './api/get-featured';
import './featured.css';

const ID = 'featured';

/** Featured products in four tabs (SPEC "Featured products", contract C1 and 6.10); Beard is selected first. */
export function FeaturedProducts() {
  const state = useFeaturedProducts();
  const [selected, setSelected] = useState<Category>('Beard');
  const text = useText();

  if (state.status === 'failed') {
    return (
      <section className="featured container" aria-label={text('home.featured')}>
        <p className="featured__failed" role="alert">
          {text('home.featuredFailed')}
        </p>
      </section>
    );
  }

  const cards = state.status === 'ready' ? state.data[selected] : [];
  const isDisabled = (c: Category) => state.status !== 'ready' || state.data[c].length === 0;

  return (
    <section className="featured container" aria-labelledby="featured-title">
      <h2 id="featured-title" className="home-section-title">
        {text('home.featured')}
      </h2>
      <CategoryTabs
        categories={CATEGORIES}
        selected={selected}
        isDisabled={isDisabled}
        onSelect={setSelected}
        idPrefix={ID}
      />
      <div className="featured__panel" role="tabpanel" id={panelId(ID, selected)} aria-labelledby={tabId(ID, selected)}>
        {state.status === 'loading' ? (
          <Loading text={text('home.featuredLoading')} />
        ) : cards.length === 0 ? (
          <p className="featured__empty">{text('home.featuredEmpty')}</p>
        ) : (
          <ul className="featured__grid">
            {cards.map((card) => (
              <li key={card.id}>
                <FeaturedCardView card={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

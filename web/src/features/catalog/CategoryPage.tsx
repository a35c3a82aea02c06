import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRICE_BANDS, priceBand, type Category, type PriceBandId } from '../../../../shared/rules/catalogue';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../lib/use-page-title';
import { useText } from '../../lib/i18n';
import { CategoryHeader } from './CategoryHeader';
import { PriceFilter } from './PriceFilter';
import { CategoryProductCard } from './CategoryProductCard';
import { useCategoryProducts, type CategoryProduct } from './api/get-category-products';
import './catalog.css';

/** SPEC section 8: the Apparel page's empty text has no full stop, the other three have one. */
const emptyText = (category: Category) => (category === 'Apparel' ? 'category.emptyApparel' : 'category.empty');

/** Cards whose images load at once (the first row); the rest wait until they near the viewport. */
const EAGER_CARDS = 3;

/**
 * /beard, /hair, /accessories, /apparel: one C3 call, the price bands applied here (contract 6.12). The chosen
 * band lives in the URL (?price=under-1000), so reload, back and forward keep it.
 */
/** The price a band tests: a product with variants by its lowest variant price, as the server's filter does. */
const bandPrice = (p: CategoryProduct) => p.price_from ?? p.price;

export default function CategoryPage({ category }: { category: Category }) {
  const load = useCategoryProducts(category);
  const [params, setParams] = useSearchParams();
  const band = priceBand(params.get('price'));
  const text = useText();
  const categoryName = text(`category.${category}`);
  usePageTitle(categoryName);

  const counts = useMemo(() => {
    if (load.state !== 'ready') return undefined;
    return Object.fromEntries(
      PRICE_BANDS.map((b) => [b.id, load.products.filter((p) => b.test(bandPrice(p))).length]),
    ) as Record<PriceBandId, number>;
  }, [load]);
  const shown = load.state === 'ready' ? load.products.filter((p) => band.test(bandPrice(p))) : [];

  function selectBand(id: PriceBandId) {
    // flushSync: the chosen chip shows at once (a navigation is otherwise a transition, and the controlled radio
    // would spring back to the old band until it ends).
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === 'all') next.delete('price');
        else next.set('price', id);
        return next;
      },
      { flushSync: true },
    );
  }

  return (
    <div className="cat-page">
      <CategoryHeader category={category} />
      <div className="container cat-page__body">
        <div className="cat-toolbar">
          <PriceFilter selected={band.id} counts={counts} onSelect={selectBand} />
          {load.state === 'ready' && (
            <p className="cat-toolbar__count" role="status">
              {text('category.showing', { shown: shown.length, total: load.products.length })}
            </p>
          )}
        </div>
        {load.state === 'loading' && <Loading text={text('category.loading')} />}
        {load.state === 'failed' && <Alert kind="error">{text('category.failed')}</Alert>}
        {load.state === 'ready' && shown.length === 0 && <p className="cat-empty">{text(emptyText(category))}</p>}
        {shown.length > 0 && (
          <ul className="cat-grid" aria-label={text('category.products', { category: categoryName })}>
            {shown.map((product, i) => (
              <CategoryProductCard key={product.id} product={product} eager={i < EAGER_CARDS} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

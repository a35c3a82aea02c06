import { Link, useParams } from 'react-router-dom';
import { categoryPath, parseCategory } from '../../../../shared/rules/catalogue';
import { Alert } from '../../components/Alert';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../lib/use-page-title';
import { useText } from '../../lib/i18n';
import { ProductReviews } from '../reviews';
import { ProductDetails } from './ProductDetails';
import { useProduct } from './api/get-product';
import './product.css';

/** /product/{id}: one C2 call; the errors of SPEC 8 (not found, bad answer, failed call). */
export default function ProductPage() {
  const { id } = useParams();
  const load = useProduct(id);
  const product = load.state === 'ready' ? load.product : null;
  const category = product ? parseCategory(product.category) : null;
  const text = useText();
  usePageTitle(product?.name ?? (load.state === 'failed' ? load.message : undefined));

  return (
    <div className="container page pp-page">
      <Breadcrumbs
        className="pp-crumbs"
        items={[
          { label: text('breadcrumb.home'), to: '/' },
          ...(category ? [{ label: text(`category.${category}`), to: categoryPath(category) }] : []),
          ...(product ? [{ label: product.name }] : []),
        ]}
      />
      {load.state === 'loading' && <Loading text={text('product.loading')} />}
      {load.state === 'failed' && (
        <div className="pp-failed">
          <h1 className="visually-hidden">{load.message}</h1>
          <Alert kind="error">{load.message}</Alert>
          <Link to="/beard" className="btn btn--ghost">
            {text('product.browse')}
          </Link>
        </div>
      )}
      {product && <ProductDetails key={product.id} product={product} />}
      {/* Its own key: siblings sharing one key are taken for one element, and React then draws the page twice. */}
      {product && <ProductReviews key={`reviews-${product.id}`} productId={String(product.id)} />}
    </div>
  );
}

import { Alert, App, Skeleton } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { PageHeader } from '../common/PageHeader';
import { useAfterAdminSave } from '../common/admin-query';
import '../common/admin-pages.css';
import { DeleteProductButton } from './DeleteProductButton';
import { useProduct } from './api/get-product';
import { PRODUCT_FORM_TEXTS } from './product-form-texts';
import { ProductForm } from './ProductForm';
import './product-form.css';

/** The product id of /admin/products/{id}, or the reason there is none. */
function productIdOf(param: string | undefined): { id: number } | { error: string } {
  if (param === undefined || param === '') return { error: PRODUCT_FORM_TEXTS.noIdInUrl };
  return /^\d{1,12}$/.test(param) ? { id: Number(param) } : { error: PRODUCT_FORM_TEXTS.noId };
}

const loadErrorText = (e: unknown) => (e instanceof Error && e.message ? e.message : PRODUCT_FORM_TEXTS.loadError);

/** /admin/products/add-new-product (admin) and /admin/products/{id} (admin edits; staff read). */
export default function ProductFormPage() {
  const { pathname } = useLocation();
  const { productId } = useParams();
  const isAdmin = useSession((s) => s.user?.user_type === 'admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const adding = pathname.replace(/\/+$/, '').endsWith('/add-new-product');
  const target = adding ? null : productIdOf(productId);
  const targetId = target && 'id' in target ? target.id : null;
  const loaded = useProduct(targetId);

  const afterSave = useAfterAdminSave();
  const onSaved = (text: string) => {
    afterSave();
    message.success(text);
    navigate('/admin/products');
  };

  if (adding) {
    return (
      <div className="admin-page">
        <PageHeader title="Add New Product" />
        <ProductForm mode="add" product={null} readOnly={false} onSaved={onSaved} />
      </div>
    );
  }

  const product = loaded.data;
  const error = target && 'error' in target ? target.error : loaded.isError ? loadErrorText(loaded.error) : null;
  return (
    <div className="admin-page">
      <PageHeader title="Update Product" />
      {error && <Alert type="error" showIcon title={error} />}
      {!error && !product && (
        <div role="status" aria-busy="true" aria-label="Loading product">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      )}
      {!error && product && (
        <ProductForm
          key={product.id}
          mode="update"
          product={product}
          readOnly={!isAdmin}
          onSaved={onSaved}
          extraActions={isAdmin ? <DeleteProductButton id={product.id} name={product.name} /> : undefined}
        />
      )}
    </div>
  );
}

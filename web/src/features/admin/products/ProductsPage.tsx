import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { SearchInput } from '../common/SearchInput';
import { useDebouncedValue } from '../common/use-debounced-value';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { AdminProductCard } from './AdminProductCard';
import { MissingTranslationsCard } from './MissingTranslationsCard';
import { useMissingTranslations } from './api/get-missing-translations';
import {
  CATEGORY_FILTERS,
  PRODUCT_LIST_TEXTS,
  productListError,
  useProducts,
  type CategoryFilter,
} from './api/get-products';
import './products.css';

/** All Products (B2, admin or staff): search, category, product cards and pages; ADD NEW PRODUCT for admins. */
export default function ProductsPage() {
  const isAdmin = useSession((s) => s.user?.user_type === 'admin');
  const navigate = useNavigate();
  // Search, category and page live in the URL too, so Back from a product returns to the same list.
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(typed).trim();
  const [category, setCategory] = useState<CategoryFilter>(
    () => CATEGORY_FILTERS.find((c) => c === params.get('category')) ?? 'ALL',
  );
  const [page, setPage] = usePageReset(`${category}|${search}`, Number(params.get('page')) || 1);
  useEffect(() => {
    const next = new URLSearchParams();
    if (search) next.set('q', search);
    if (category !== 'ALL') next.set('category', category);
    if (page > 1) next.set('page', String(page));
    setParams(next, { replace: true });
  }, [search, category, page, setParams]);
  const products = useProducts(page, category, search);
  const { data: result, isFetching: loading } = products;
  const error = products.isError ? productListError(products.error) : null;
  const missing = useMissingTranslations();

  return (
    <div className="admin-page admin-products">
      <PageHeader title="All Products">
        {isAdmin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/products/add-new-product')}>
            ADD NEW PRODUCT
          </Button>
        )}
      </PageHeader>
      <div className="admin-page__toolbar">
        <SearchInput label="Search products" value={typed} onChange={setTyped} />
        <Select<CategoryFilter>
          aria-label="Category"
          value={category}
          onChange={setCategory}
          options={CATEGORY_FILTERS.map((c) => ({ value: c, label: c }))}
          style={{ minWidth: 180 }}
        />
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      {missing.data && <MissingTranslationsCard sentences={missing.data} />}
      {loading && !result && (
        <div className="admin-products__grid" role="status" aria-busy="true" aria-label="Loading products">
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <Skeleton.Image active style={{ width: '100%', height: 160 }} />
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </div>
      )}
      {result && !error && (
        <>
          <p
            className="admin-page__count"
            aria-live="polite"
          >{`Showing ${result.products.length} of ${result.totalProducts} products`}</p>
          {result.products.length === 0 ? (
            <p className="admin-page__empty">{PRODUCT_LIST_TEXTS.empty}</p>
          ) : (
            <div className="admin-products__grid" aria-busy={loading}>
              {result.products.map((p) => (
                <AdminProductCard key={p.id} product={p} />
              ))}
            </div>
          )}
          <AdminPager
            label="Product pages"
            page={page}
            totalPages={result.totalPages}
            onChange={setPage}
            windowSize={3}
          />
        </>
      )}
    </div>
  );
}

import { brand } from '../../../../../shared/brand';
import { StarFilled } from '@ant-design/icons';
import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatLkr } from '../../../../../shared/rules/money';
import type { AdminProductCard as Product } from './api/get-products';
import { ProductImage } from '../../../components/ProductImage';

/**
 * One product of the admin list: the whole card is a link to its update page. Its accessible name is the card's own
 * text (name first), so what a voice user reads on screen names the link (WCAG 2.5.3).
 */
export function AdminProductCard({ product }: { product: Product }) {
  return (
    <Link to={`/admin/products/${product.id}`} className="admin-product-card">
      <Card
        hoverable
        cover={
          product.image ? (
            <ProductImage
              src={product.image}
              sizes="(max-width: 767.98px) 100vw, 320px"
              alt={product.name}
              loading="lazy"
              className="admin-product-card__image"
            />
          ) : (
            <div className="admin-product-card__image admin-product-card__image--none" aria-hidden="true" />
          )
        }
      >
        <div className="admin-product-card__head">
          <h2 className="admin-product-card__name">{product.name}</h2>
          {product.featured && (
            <Tag color={brand.colors.primary} variant="solid" icon={<StarFilled />}>
              Featured
            </Tag>
          )}
        </div>
        <p className="admin-product-card__category">{product.category}</p>
        <p className="admin-product-card__price">{formatLkr(product.price)}</p>
        <p className="admin-product-card__summary">{product.summary}</p>
        <p className="admin-product-card__sales">
          Sales: <strong>{product.sales}</strong>
        </p>
      </Card>
    </Link>
  );
}

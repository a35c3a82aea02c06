import { adminProductAdd } from '../../../../shared/routes/entries/admin-product-add';
import { MAX_PRODUCT_IMAGES } from '../../../../shared/rules/catalogue';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../shared/rules/stock-alerts';
import { productMessages } from '../../../../shared/validation/product';
import { adminProductDetail, createProduct } from '../../../domain/catalog';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';
import { readProductForm } from './product-form';

const imageCount = (n: number) =>
  n === 0 ? productMessages.imagesRequired : n > MAX_PRODUCT_IMAGES ? productMessages.imagesMax : null;

/** B3 POST /v2/products/add_new_product (multipart): 1-3 JPEG/PNG images, an optional PDF guide, a unique SKU. */
export const handler = httpHandler(adminProductAdd, async (req) => {
  const {
    fields: f,
    images,
    userGuide,
    variants,
    translations,
  } = await readProductForm(req, req.route.body, imageCount, (fields) => fields.sku);
  const product = await createProduct(
    {
      name: f.name,
      description: f.description,
      category: f.category,
      brandName: f.brandName,
      sku: f.sku,
      stock: f.stockQuantity,
      price: f.price,
      discount: f.discountPercentage,
      featured: f.featured ?? false,
      isNew: true,
      ...(f.final_sale ? { finalSale: true } : {}),
      lowStockThreshold: f.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      ...(translations && Object.keys(translations).length ? { translations } : {}),
      ...variants,
    },
    images,
    userGuide,
  );
  return success({ message: 'Product added successfully!', data: adminProductDetail(product) }, 201);
});

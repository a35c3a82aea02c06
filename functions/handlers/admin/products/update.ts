import { adminProductUpdate } from '../../../../shared/routes/entries/admin-product-update';
import { MAX_PRODUCT_IMAGES } from '../../../../shared/rules/catalogue';
import { derivedSku, productMessages } from '../../../../shared/validation/product';
import { adminProductDetail, PRODUCT_NOT_FOUND, getProduct } from '../../../domain/catalog';
import { updateProductSeen } from '../../../flows/workflows/update-product';
import { badRequest, notFound } from '../../../lib/errors';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';
import { readProductForm } from './product-form';

/**
 * B4 POST /v2/products/{id}, with or without `X-HTTP-Method-Override: PUT` (multipart): fields, `images[]` to add,
 * `removeImages[]` ids, `userGuide` or `removeUserGuide`. The SKU becomes CATEGORY-{id}; 1-3 images after the change.
 */
export const handler = httpHandler(adminProductUpdate, async (req) => {
  const override = req.headers['x-http-method-override'];
  if (override && override.trim().toUpperCase() !== 'PUT')
    throw badRequest('Only X-HTTP-Method-Override: PUT is accepted on this path.');
  const id = req.params.id;
  const current = await getProduct(id);
  if (!current) throw notFound(PRODUCT_NOT_FOUND);
  const imageCount = (added: number, removed: number[]) => {
    const after = current.images.filter((i) => !removed.includes(i.id)).length + added;
    return after === 0 ? productMessages.imagesRequired : after > MAX_PRODUCT_IMAGES ? productMessages.imagesMax : null;
  };
  const {
    fields: f,
    images,
    userGuide,
    removeImages,
    removeUserGuide,
    variants,
    translations,
  } = await readProductForm(req, req.route.body, imageCount, (fields) => derivedSku(fields.category, id));
  const changes = {
    name: f.name,
    description: f.description,
    category: f.category,
    brandName: f.brandName,
    price: f.price,
    discount: f.discountPercentage,
    featured: f.featured,
    finalSale: f.final_sale,
    lowStockThreshold: f.low_stock_threshold,
    stock: f.stockQuantity,
    newImages: images,
    removeImageIds: removeImages,
    userGuide,
    removeUserGuide,
    variants,
    translations,
  };
  const product = await updateProductSeen(req.session.sessionId, current, changes, f.originalStock);
  return success({ message: 'Product updated successfully!', data: adminProductDetail(product) });
});

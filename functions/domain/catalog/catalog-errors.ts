import { productMessages } from '../../../shared/validation/product-messages';
import { declareErrors } from '../../lib/domain-error';

/** The catalogue's refusals (decision 0068). */
export const catalogErrors = declareErrors({
  'sku-taken': { answer: 'invalid-field', field: 'sku' },
  /** An uploaded file that looks like a JPEG or PNG but that the image library cannot read. */
  'unreadable-image': { answer: 'invalid-field', field: 'images' },
  /** Someone else saved the product between this editor's read and write. */
  'product-changed': { answer: 'conflict' },
});

/** `field`: the form field that named the SKU, `sku` or a variant's `variants.2.sku`. */
export const skuTaken = (message: string = productMessages.skuTaken, field = 'sku') =>
  catalogErrors.create('sku-taken', message, { field });

export const unreadableImage = () => catalogErrors.create('unreadable-image', productMessages.imageType);

export const productChanged = () =>
  catalogErrors.create(
    'product-changed',
    'This product was changed by someone else while you were editing it. Reload it and try again.',
  );

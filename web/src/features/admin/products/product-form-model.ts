/**
 * The product form's state and rules, free of React: values as typed, validation with the shared schema (the
 * server runs the same one), the image and user-guide pickers' checks, and the multipart bodies of B3 and B4.
 */
import type { RouteResponse } from '../../../../../shared/routes';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../../shared/rules/stock-alerts';
import { CATEGORIES, MAX_PRODUCT_IMAGES, parseCategory } from '../../../../../shared/rules/catalogue';
import {
  PRODUCT_UPLOAD_LIMITS,
  addProductSchema,
  derivedSku,
  productMessages,
  updateProductSchema,
} from '../../../../../shared/validation/product';
import { isFinalSale } from '../../../components/final-sale';
import {
  TRANSLATED_FIELDS,
  TRANSLATED_LANGUAGES,
  type TranslatedField,
  type TranslatedLanguage,
} from '../../../../../shared/rules/translations';
import { readTranslations } from '../../../../../shared/validation/translations';
import { keptOptionTexts, type OptionTranslations } from '../../../../../shared/rules/option-translations';
import type { ProductOption } from '../../../../../shared/rules/variants';

export type FormMode = 'add' | 'update';

export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  brandName: string;
  sku: string;
  stockQuantity: string;
  price: string;
  discountPercentage: string;
  featured: boolean;
  /** Final Sale (issue 22): the product cannot be returned. */
  finalSale: boolean;
  /** Issue 33: admins are mailed when a size's stock falls to it or below (named as the form field it is sent as). */
  low_stock_threshold: string;
  /** Issue 34: the Sinhala and Tamil tabs' name, description and option words, as typed (blank: shown in English). */
  translations: TranslationValues;
}

/** A language's tab as typed: name and description, and the words of the product's options (decision 0107). */
export type TabTexts = Record<TranslatedField, string> & { options: OptionTranslations };
export type TranslationValues = Record<TranslatedLanguage, TabTexts>;

const emptyTexts = (): TabTexts => ({ name: '', description: '', options: {} });
export const EMPTY_TRANSLATIONS: TranslationValues = { si: emptyTexts(), ta: emptyTexts() };

/**
 * The tabs' texts with option words only for the options the Options section has now: a word typed for an option
 * since renamed or removed is neither checked (its field is gone) nor sent (decision 0107).
 */
export const withWordsFor = (t: TranslationValues, options: ProductOption[]): TranslationValues =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((l) => [l, { ...t[l], options: keptOptionTexts(t[l].options, options) ?? {} }]),
  ) as TranslationValues;

/** The tabs' texts as the form field `translations` sends them: JSON, every language and field (blank removes one). */
export const translationsText = (t: TranslationValues) => JSON.stringify(t);

function translationValues(stored: ProductDetail['translations']): TranslationValues {
  const tab = (l: TranslatedLanguage): TabTexts => ({
    ...(Object.fromEntries(TRANSLATED_FIELDS.map((f) => [f, stored?.[l]?.[f] ?? ''])) as Record<
      TranslatedField,
      string
    >),
    options: stored?.[l]?.options ?? {},
  });
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, tab(l)])) as TranslationValues;
}

export type ProductFieldErrors = Partial<Record<keyof ProductFormValues | 'images' | 'userGuide', string>>;

/** C2, which the admin update page reads too (the route table types it). */
export type ProductDetail = RouteResponse<'catalog-product'>['data'];

export const EMPTY_VALUES: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  brandName: '',
  sku: '',
  stockQuantity: '',
  price: '',
  discountPercentage: '',
  featured: false,
  finalSale: false,
  low_stock_threshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
  translations: EMPTY_TRANSLATIONS,
};

export const CATEGORY_OPTIONS = CATEGORIES;

/** The SKU shown (and sent) on update: CATEGORY-{id}; the stored one while no category is chosen. */
export function shownSku(values: ProductFormValues, product: Pick<ProductDetail, 'id' | 'sku'>): string {
  const category = parseCategory(values.category);
  return category ? derivedSku(category, product.id) : product.sku;
}

/** The form filled from a product; the discount is shown rounded to whole percent (contract 6.15). */
export function valuesFromProduct(p: ProductDetail): ProductFormValues {
  return {
    name: p.name,
    description: p.description,
    category: p.category,
    brandName: p.brandName ?? '',
    sku: p.sku,
    stockQuantity: String(p.stock),
    price: String(p.price),
    discountPercentage: String(Math.round(p.discount)),
    featured: p.featured,
    finalSale: isFinalSale(p),
    low_stock_threshold: String(p.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    translations: translationValues(p.translations),
  };
}

/** The first message per field of the shared schema, plus the image count (1 to 3 after the change). */
export function validateProductForm(values: ProductFormValues, mode: FormMode, imageCount: number): ProductFieldErrors {
  const schema = mode === 'add' ? addProductSchema : updateProductSchema;
  const parsed = schema.safeParse({ ...values, translations: translationsText(values.translations) });
  const errors: ProductFieldErrors = {};
  const translationErrors = Object.values(readTranslations(translationsText(values.translations)).errors ?? {});
  if (translationErrors.length) errors.translations = translationErrors[0][0];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof ProductFieldErrors;
      errors[key] ??= issue.message;
    }
  }
  if (imageCount === 0) errors.images = productMessages.imagesRequired;
  else if (imageCount > MAX_PRODUCT_IMAGES) errors.images = productMessages.imagesMax;
  return errors;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const isImageFile = (f: File) => IMAGE_TYPES.includes(f.type) || (!f.type && /\.(jpe?g|png)$/i.test(f.name));

export interface PickedImages {
  /** The new files kept, at most 3 minus the existing images kept. */
  files: File[];
  /** Why some picked files were not kept, or null when all were. */
  error: string | null;
}

/**
 * Adds picked files to the new images: only JPEG and PNG under the size limit; beyond 3 images in all the extra
 * files are dropped with 'Maximum 3 images allowed' (SPEC section 5).
 */
export function addPickedImages(current: File[], existingCount: number, picked: File[]): PickedImages {
  let error: string | null = null;
  const acceptable = picked.filter((f) => {
    if (!isImageFile(f)) error = productMessages.imageType;
    else if (f.size > PRODUCT_UPLOAD_LIMITS.imageBytes) error = productMessages.imageSize;
    else return true;
    return false;
  });
  const room = Math.max(0, MAX_PRODUCT_IMAGES - existingCount - current.length);
  if (acceptable.length > room) error = productMessages.imagesMax;
  return { files: [...current, ...acceptable.slice(0, room)], error };
}

/** The user guide: a PDF under its size limit, or the message that says why not. */
export function checkUserGuide(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!isPdf) return productMessages.guideType;
  if (file.size > PRODUCT_UPLOAD_LIMITS.guideBytes) return productMessages.guideSize;
  return null;
}

/** All new files together must stay under the request limit (the server answers 413 otherwise). */
export function totalSizeError(images: File[], guide: File | null): string | null {
  const total = images.reduce((s, f) => s + f.size, 0) + (guide?.size ?? 0);
  return total > PRODUCT_UPLOAD_LIMITS.totalBytes ? productMessages.totalSize : null;
}

function appendText(form: FormData, values: ProductFormValues): void {
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('category', values.category);
  form.append('brandName', values.brandName.trim());
  form.append('stockQuantity', values.stockQuantity.trim());
  form.append('featured', values.featured ? 'true' : 'false');
  form.append('final_sale', values.finalSale ? 'true' : 'false');
  form.append('low_stock_threshold', values.low_stock_threshold.trim());
  form.append('translations', translationsText(values.translations));
}

/** B3: every field as typed, discount "0" when empty, images[0..2], the optional guide. */
export function addProductBody(values: ProductFormValues, images: File[], guide: File | null): FormData {
  const form = new FormData();
  appendText(form, values);
  form.append('sku', values.sku.trim());
  form.append('price', values.price.trim());
  form.append('discountPercentage', values.discountPercentage.trim() || '0');
  images.forEach((file, i) => form.append(`images[${i}]`, file));
  if (guide) form.append('userGuide', guide);
  return form;
}

export interface UpdateChanges {
  newImages: File[];
  removeImageIds: number[];
  guide: File | null;
  removeGuide: boolean;
  /** The stock the form showed when it opened, so a save never undoes an order placed meanwhile. */
  originalStock: number;
}

/** Integer text as the contract's update form sends it (parseInt; "0" when empty or not a number). */
const integerText = (v: string) => {
  const n = Number.parseInt(v.trim(), 10);
  return Number.isNaN(n) ? '0' : String(n);
};

/** B4: derived SKU, integer price and discount, images[] new files, removeImages[] ids, removeUserGuide 'true'. */
export function updateProductBody(
  values: ProductFormValues,
  product: Pick<ProductDetail, 'id' | 'sku'>,
  changes: UpdateChanges,
): FormData {
  const form = new FormData();
  appendText(form, values);
  form.append('sku', shownSku(values, product));
  form.append('price', integerText(values.price));
  form.append('discountPercentage', integerText(values.discountPercentage));
  form.append('originalStock', String(changes.originalStock));
  changes.newImages.forEach((file) => form.append('images[]', file));
  changes.removeImageIds.forEach((id) => form.append('removeImages[]', String(id)));
  if (changes.guide) form.append('userGuide', changes.guide);
  else if (changes.removeGuide) form.append('removeUserGuide', 'true');
  return form;
}

/** The file name of a stored guide's URL (its last path segment). */
export const guideFileName = (url: string) => decodeURIComponent(url.split('?')[0].split('/').pop() ?? url);

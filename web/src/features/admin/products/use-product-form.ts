import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { SaveRefused, useSaveProduct } from './api/save-product';
import { PRODUCT_FORM_TEXTS } from './product-form-texts';
import { serverFieldErrors, serverOptionErrors } from './server-field-errors';
import {
  EMPTY_VALUES,
  shownSku,
  addPickedImages,
  addProductBody,
  checkUserGuide,
  totalSizeError,
  updateProductBody,
  validateProductForm,
  withWordsFor,
  valuesFromProduct,
  type FormMode,
  type ProductDetail,
  type ProductFieldErrors,
  type ProductFormValues,
} from './product-form-model';
import { optionsOf } from './product-options-model';
import { perFileProgress } from './upload-progress';
import { useProductOptions } from './use-product-options';

/**
 * The product form's state: values, errors (editing a field clears its error), images and guide with their
 * removals, and the save with its per-file progress. `product` is given in update mode.
 */
export function useProductForm(mode: FormMode, product: ProductDetail | null, onSaved: (text: string) => void) {
  const [values, setValues] = useState<ProductFormValues>(() => (product ? valuesFromProduct(product) : EMPTY_VALUES));
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [keptImages, setKeptImages] = useState(product?.images ?? []);
  const [newImages, setNewImages] = useState<File[]>([]);
  const [guide, setGuide] = useState<File | null>(null);
  const [guideRemoved, setGuideRemoved] = useState(false);
  const save = useSaveProduct();
  const saving = save.isPending;
  const [percent, setPercent] = useState<number | null>(null);
  const options = useProductOptions(product, product ? shownSku(values, product) : values.sku);

  const clearError = (field: keyof ProductFieldErrors) =>
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  function setField<K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
  }

  function pickImages(picked: File[]) {
    const result = addPickedImages(newImages, keptImages.length, picked);
    setNewImages(result.files);
    setErrors((e) => ({ ...e, images: result.error ?? undefined }));
  }

  function removeNewImage(index: number) {
    setNewImages((files) => files.filter((_, i) => i !== index));
    clearError('images');
  }

  function removeExistingImage(id: number) {
    setKeptImages((images) => images.filter((i) => i.id !== id));
    clearError('images');
  }

  function pickGuide(file: File) {
    const problem = checkUserGuide(file);
    setErrors((e) => ({ ...e, userGuide: problem ?? undefined }));
    if (!problem) setGuide(file);
  }

  function removeGuide() {
    if (guide) setGuide(null);
    else setGuideRemoved(true);
    clearError('userGuide');
  }

  function failed(error: unknown) {
    const fields = serverFieldErrors(error);
    if (fields) setErrors(fields);
    options.setErrors(serverOptionErrors(error));
    if (mode === 'add') {
      // 422: the first message per field; anything else: the alert text with the error's message.
      if (!(error instanceof ApiError && error.status === 422 && fields))
        setBanner(PRODUCT_FORM_TEXTS.addFailed(error instanceof Error ? error.message : undefined));
      return;
    }
    if (error instanceof SaveRefused) setBanner(error.message || PRODUCT_FORM_TEXTS.updateFailed);
    else setBanner((error instanceof ApiError && error.serverMessage) || PRODUCT_FORM_TEXTS.updateError);
  }

  async function submit() {
    setBanner(null);
    // A product with variants has the stock of its variants together.
    const stock = options.stockTotal === null ? values : { ...values, stockQuantity: String(options.stockTotal) };
    const sent = { ...stock, translations: withWordsFor(values.translations, optionsOf(options.state.options)) };
    const found = validateProductForm(sent, mode, keptImages.length + newImages.length);
    const tooBig = totalSizeError(newImages, guide);
    if (tooBig && !found.images) found.images = tooBig;
    setErrors(found);
    const optionsOk = options.check();
    if (Object.values(found).some(Boolean) || !optionsOk) return;

    const body =
      mode === 'add' || !product
        ? addProductBody(sent, newImages, guide)
        : updateProductBody(sent, product, {
            newImages,
            removeImageIds: product.images.filter((i) => !keptImages.some((k) => k.id === i.id)).map((i) => i.id),
            guide,
            removeGuide: guideRemoved,
            originalStock: product.stock,
          });
    const optionFields = options.fields();
    if (optionFields) {
      body.append('options', optionFields.options);
      body.append('variants', optionFields.variants);
    }
    setPercent(0);
    try {
      await save.mutateAsync({
        id: mode === 'add' || !product ? null : product.id,
        form: body,
        onProgress: setPercent,
      });
      onSaved(mode === 'add' ? PRODUCT_FORM_TEXTS.added : PRODUCT_FORM_TEXTS.updated);
    } catch (error) {
      failed(error);
    } finally {
      setPercent(null);
    }
  }

  const sizes = [...newImages.map((f) => f.size), ...(guide ? [guide.size] : [])];
  const fileProgress = percent === null ? null : perFileProgress(sizes, percent);

  return {
    values,
    errors,
    options,
    banner,
    saving,
    keptImages,
    newImages,
    guide,
    existingGuideUrl: guideRemoved ? null : (product?.user_guide_pdf ?? null),
    imageProgress: fileProgress ? fileProgress.slice(0, newImages.length) : null,
    guideProgress: fileProgress && guide ? fileProgress[newImages.length] : null,
    setField,
    pickImages,
    removeNewImage,
    removeExistingImage,
    pickGuide,
    removeGuide,
    submit,
  };
}

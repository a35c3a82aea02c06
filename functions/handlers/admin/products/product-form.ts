import type * as z from 'zod/mini';
import { toFieldErrors, type FieldErrors } from '../../../../shared/validation/fields';
import { PRODUCT_UPLOAD_LIMITS, productMessages } from '../../../../shared/validation/product';
import { readOptionsAndVariants, type OptionsAndVariants } from '../../../../shared/validation/variants';
import { readTranslations } from '../../../../shared/validation/translations';
import type { Translations } from '../../../../shared/rules/translations';
import type { UploadedFile } from '../../../domain/catalog';
import { AppError, validationFailed } from '../../../lib/errors';
import { sniffFileType } from '../../../lib/file-types';
import type { ShopRequest } from '../../../lib/http-handler';
import { parseMultipart, type MultipartFile } from '../../../lib/multipart';

/**
 * The product form of B3 and B4 as multipart: text fields checked by the shared schema, images (`images[0]`,
 * `images[]` or `images`) and the user guide checked by their bytes and sizes. Every problem is reported at once,
 * under the form's own field names.
 */
export interface ProductForm<T> {
  fields: T;
  images: UploadedFile[];
  userGuide?: UploadedFile;
  removeImages: number[];
  removeUserGuide: boolean;
  /** Issue 20: the options and variants sent, or undefined when the form sent neither field (the older client). */
  variants?: OptionsAndVariants;
  /** Issue 34: the Sinhala and Tamil texts sent, or undefined when the form did not send the field (keep them). */
  translations?: Translations;
}

const IMAGE_FIELD = /^images(\[\d*\])?$/;
const REMOVE_IMAGE_FIELD = /^removeImages(\[\d*\])?$/;
/** Room for the text fields and multipart boundaries on top of the files' limit. */
const FORM_OVERHEAD_BYTES = 128 * 1024;

function addError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

function checkImage(file: MultipartFile, errors: FieldErrors): UploadedFile | null {
  const type = sniffFileType(file.bytes);
  if (type?.extension !== 'jpg' && type?.extension !== 'png') addError(errors, 'images', productMessages.imageType);
  else if (file.bytes.length > PRODUCT_UPLOAD_LIMITS.imageBytes) addError(errors, 'images', productMessages.imageSize);
  else return { bytes: file.bytes, contentType: type.contentType, extension: type.extension };
  return null;
}

function checkGuide(file: MultipartFile | undefined, errors: FieldErrors): UploadedFile | undefined {
  if (!file) return undefined;
  if (sniffFileType(file.bytes)?.extension !== 'pdf') addError(errors, 'userGuide', productMessages.guideType);
  else if (file.bytes.length > PRODUCT_UPLOAD_LIMITS.guideBytes)
    addError(errors, 'userGuide', productMessages.guideSize);
  else return { bytes: file.bytes, contentType: 'application/pdf', extension: 'pdf' };
  return undefined;
}

/**
 * `imageCountError` says what is wrong with the number of images (given the new files and the ids to remove), or
 * null; the add form needs 1-3 new ones, the update form 1-3 after the change.
 */
export async function readProductForm<S extends z.ZodMiniType>(
  req: Pick<ShopRequest, 'rawBody' | 'headers'>,
  schema: S,
  imageCountError: (newImages: number, removeImages: number[]) => string | null,
  productSku: (fields: z.infer<S>) => string | undefined = () => undefined,
): Promise<ProductForm<z.infer<S>>> {
  if (req.rawBody.length > PRODUCT_UPLOAD_LIMITS.totalBytes + FORM_OVERHEAD_BYTES) {
    throw new AppError(413, productMessages.totalSize, { images: [productMessages.totalSize] });
  }
  const body = await parseMultipart(req, {
    maxFileBytes: PRODUCT_UPLOAD_LIMITS.totalBytes,
    tooLargeMessage: productMessages.totalSize,
    tooLargeField: 'images',
  });
  const errors: FieldErrors = {};
  const plain = Object.fromEntries(Object.entries(body.fields).map(([name, values]) => [name, values[0]]));
  const parsed = schema.safeParse(plain);
  if (!parsed.success) Object.assign(errors, toFieldErrors(parsed.error));
  const sentVariants = plain.options !== undefined || plain.variants !== undefined;
  const optionsAndVariants = sentVariants
    ? readOptionsAndVariants(plain.options, plain.variants, parsed.success ? productSku(parsed.data) : undefined)
    : null;
  if (optionsAndVariants?.errors) Object.assign(errors, optionsAndVariants.errors);
  const translations = readTranslations(plain.translations);
  if (translations.errors) Object.assign(errors, translations.errors);

  const imageFiles = body.files.filter((f) => IMAGE_FIELD.test(f.field));
  const removeImages = Object.entries(body.fields)
    .filter(([name]) => REMOVE_IMAGE_FIELD.test(name))
    .flatMap(([, values]) => values)
    .filter((v) => /^\d{1,12}$/.test(v.trim()))
    .map(Number);
  const countError = imageCountError(imageFiles.length, removeImages);
  if (countError) addError(errors, 'images', countError);
  const images = imageFiles.map((f) => checkImage(f, errors)).filter((f): f is UploadedFile => f !== null);
  const userGuide = checkGuide(
    body.files.find((f) => f.field === 'userGuide'),
    errors,
  );

  if (Object.keys(errors).length > 0 || !parsed.success) throw validationFailed(errors);
  return {
    fields: parsed.data,
    images,
    userGuide,
    removeImages,
    removeUserGuide: String(plain.removeUserGuide ?? '').toLowerCase() === 'true',
    variants: optionsAndVariants?.value ?? undefined,
    translations: translations.value,
  };
}

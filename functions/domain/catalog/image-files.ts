import { imageFilePaths } from '../../../shared/rules/images';
import type { ProductImage } from './product-record';

/** Every stored file of these images (originals and their WebP variants), for deleting them. */
export const storedImageFiles = (images: ProductImage[]): string[] => images.flatMap((i) => imageFilePaths(i.path));

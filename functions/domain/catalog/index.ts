export { adminProductPage } from './admin-product-list';
export { createProduct } from './create-product';
export type { UploadedFile } from './create-product';
export type { ProductRecord, VariantRecord } from './product-record';
export type { ProductChanges } from './update-product';
export { productFiles, productRemovalActions } from './product-removal';
export { productMatches } from './product-search';
export { adminProductDetail, featuredCard, listCard, lowStockThresholdOf, productDetail } from './product-views';
export { getProducts } from './products-batch';
export { detailLanguageFields, labelIn, languageField, listCardIn, productIn } from './product-language';
export { allProducts, getProduct, PRODUCT_NOT_FOUND, productsInCategory } from './products-repo';
export { updateProduct } from './update-product';
export { categoryProducts, featuredProducts, publicProductDetail, searchedProducts } from './storefront-reads';
export {
  findVariant,
  hasVariants,
  labelOf,
  lowestPrice,
  priceRangeOf,
  variantDiscount,
  variantPrice,
  variantsOf,
  variantStocks,
} from './variants';
export { figuresOf, ratingFields, reviewFiguresAction } from './review-figures';
// Its refusals, each with its answer (decision 0068).
export { catalogErrors } from './catalog-errors';
// Where its items are in the table, and its ids (decision 0068).
export { catalogKeys } from './catalog-keys';

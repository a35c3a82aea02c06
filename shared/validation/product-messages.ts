/**
 * The product form's messages (SPEC section 5, contract B3/B4, 6.15), word for word. Apart from the schemas in
 * product.ts, so that code needing only a text (the server's domain errors) does not carry the schemas along.
 */
export const productMessages = {
  name: 'Product name is required',
  description: 'Description is required',
  category: 'Please select a category',
  sku: 'SKU is required',
  skuTaken: 'This SKU is already used by another product.',
  stockRequired: 'Stock quantity is required',
  stockNumber: 'Stock quantity must be a number',
  stockWhole: 'Stock quantity must be a whole number of 0 or more',
  stockMax: 'Stock quantity must be at most 1,000,000',
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number',
  pricePositive: 'Price must be greater than 0',
  priceBelowCent: 'Price must be at least LKR 0.01',
  priceMax: 'Price must be at most LKR 10,000,000',
  discountNumber: 'Discount percentage must be a number',
  discountRange: 'Discount percentage must be between 0 and 100',
  imagesRequired: 'At least one product image is required',
  imagesMax: 'Maximum 3 images allowed',
  imageType: 'Only JPEG and PNG images are allowed',
  imageSize: 'Each image must be smaller than 2MB',
  guideType: 'Only PDF files are allowed',
  guideSize: 'The user guide must be smaller than 3MB',
  lowStockThreshold: 'Low-stock alert must be a whole number of 0 or more',
  totalSize: 'The images and the user guide together must be smaller than 4MB. Please upload smaller files.',
} as const;

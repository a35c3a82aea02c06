/** The product form's own texts (SPEC section 8, word for word). */
export const PRODUCT_FORM_TEXTS = {
  fetchFailed: 'Failed to fetch product data',
  loadError: 'Error loading product data. Please try again.',
  noIdInUrl: 'Product ID not found in URL',
  noId: 'Product ID not found',
  added: 'Product added successfully!',
  addFailed: (message?: string) => `Failed to add product: ${message || 'Unknown error occurred'}`,
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product',
  updateError: 'An error occurred while updating the product',
  deleted: 'Product deleted successfully.',
  deleteFailed: 'Failed to delete product',
} as const;

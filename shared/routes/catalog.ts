import type { RouteDef } from './types';

/** The public catalogue and contact form (contract C1-C3, section 5, S10) and our search endpoint. */
export const catalogRoutes: RouteDef[] = [
  { id: 'catalog-featured', method: 'POST', path: '/api/v2/products/featured', handler: 'functions/handlers/catalog/featured.ts', access: 'public', grants: ['table:read'] },
  // A back-office session opening the update form is remembered with the stock it saw (decision 0007), hence the write and the key.
  { id: 'catalog-product', method: 'GET', path: '/api/v2/product/{id}', handler: 'functions/handlers/catalog/product-detail.ts', access: 'public', identifiesCaller: true, grants: ['table:read', 'table:write', 'signing-key'] },
  { id: 'catalog-by-category', method: 'POST', path: '/api/v2/products/filtered_products', handler: 'functions/handlers/catalog/filtered-products.ts', access: 'public', grants: ['table:read'] },
  { id: 'catalog-filter', method: 'POST', path: '/api/v2/products/filter', handler: 'functions/handlers/catalog/filter.ts', access: 'public', grants: ['table:read'] },
  { id: 'catalog-search', method: 'GET', path: '/api/v2/search/products', handler: 'functions/handlers/catalog/search.ts', access: 'public', grants: ['table:read'] },
  { id: 'contact-send', method: 'POST', path: '/api/v2/contact/sendMessage', handler: 'functions/handlers/contact/send-message.ts', access: 'public', grants: ['table:write', 'mail:queue'] },
];

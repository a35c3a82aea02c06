/** The product page's query keys. */
export const productKeys = {
  detail: (id: string) => ['catalogue', 'product', id] as const,
};

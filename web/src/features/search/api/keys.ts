/** The search page's query keys. */
export const searchKeys = {
  products: (q: string) => ['catalogue', 'search', q] as const,
};

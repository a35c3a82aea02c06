/** The home page's query keys. */
export const homeKeys = {
  featured: ['catalogue', 'featured'],
} as const;

/**
 * The `sizes` of the picture slots that may be a page's largest paint: the component that draws the picture and the
 * server-rendered page's preload must say the same, or the browser fetches one variant for the preload and another
 * for the picture.
 */
export const IMAGE_SLOTS = {
  categoryCard: '(max-width: 575.98px) 120px, (max-width: 767.98px) 50vw, 380px',
  productGallery: '(max-width: 767.98px) 100vw, 560px',
  searchCard: '240px',
} as const;

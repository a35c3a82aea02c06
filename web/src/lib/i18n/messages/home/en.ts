/** The home page's own fixed texts (its words from the brand module are in shared/content). English as before. */
export const homeEn = {
  'home.promises': 'Our promises',
  'home.whyKesara': 'Why Kesara',
  'home.readMore': 'Read more about us',
  'home.featured': 'Featured products',
  'home.featuredCategories': 'Featured categories',
  'home.featuredLoading': 'Loading featured products...',
  'home.featuredEmpty': 'No featured products available for this category.',
  'home.featuredFailed': 'Failed to load featured products. Please try again later.',
  'home.testimonials': 'What our customers say',
  'home.previousTestimonial': 'Previous testimonial',
  'home.nextTestimonial': 'Next testimonial',
  'home.slide': '{index} of {count}',
  'home.chooseTestimonial': 'Choose a testimonial',
  'home.showTestimonial': 'Show testimonial {index} of {count}',
  'home.pause': 'Pause autoplay',
  'home.resume': 'Resume autoplay',
} as const;

export type HomeMessageId = keyof typeof homeEn;

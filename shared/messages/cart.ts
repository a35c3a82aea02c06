/**
 * The cart's texts (issue 20 for the variants), word for word: the server answers them and the shop's screens say
 * them before asking (the cart's removed size, the product page's "Please choose a Size.").
 */
export const cartMessages = {
  quantity: 'Please provide valid quantity',
  productId: 'Please choose a product.',
  /** A product with variants added without one of its variants (issue 20): "Please choose a Size.". */
  chooseOption: (optionName: string) => `Please choose a ${optionName}.`,
  noVariants: 'This product has no options to choose from.',
  variantId: 'Please choose one of the product\u2019s variants.',
  variantGone: 'This size is no longer available.',
} as const;

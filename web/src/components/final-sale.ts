/** Final Sale (issue 22): product answers carry `final_sale: true` only for a product that cannot be returned. */

export const isFinalSale = (product: { id: number; final_sale?: boolean }) => product.final_sale === true;

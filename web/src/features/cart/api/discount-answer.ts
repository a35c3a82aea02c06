/** The code on the cart and what it takes off the goods (LKR). Kept apart from the hooks: every page's cart count reads it. */
export interface CartDiscount {
  code: string | null;
  amount: number;
}

export const discountOf = (body: { discount_code?: string | null; discount_amount?: number }): CartDiscount => ({
  code: body.discount_code ?? null,
  amount: Number(body.discount_amount) || 0,
});

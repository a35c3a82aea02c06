/**
 * A line's product named with its variant, as the cart, checkout, orders and back-office show it (issue 20):
 * "Kesara Logo Tee — Size: M". A product without variants keeps its name alone.
 */
export const nameWithVariant = (name: string, variantLabel?: string | null) =>
  variantLabel ? `${name} — ${variantLabel}` : name;

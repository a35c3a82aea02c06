import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { choiceOfVariantId, variantOf, type Choice, type WithVariants } from './variants';

/** The address's parameter naming the chosen variant: a shared link opens on it. */
export const VARIANT_PARAM = 'variant';

/**
 * The variant id the first render draws. The server draws the address's. While React takes over a server-drawn
 * page it must draw what the HTML shows: the variant's stored page, or the product's when that one was missing
 * (decision 0055); the HTML says which variant it drew in `data-drawn-variant`.
 */
function firstVariantId(addressId: string | null): string | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated) return addressId;
  return document.querySelector<HTMLElement>('[data-drawn-variant]')?.dataset.drawnVariant ?? null;
}

/**
 * The shopper's choice of options on the product page, kept in the address (`?variant=<id>`, replacing the entry:
 * Back leaves the product rather than stepping through sizes). A page hydrated from HTML drawn without the
 * address's variant takes it in a layout effect, before the shopper can act; only text inside boxes of fixed size
 * changes, so nothing moves (CLS). A variant's own stored page already drew it, and the effect changes nothing.
 */
export function useVariantChoice(product: WithVariants): [Choice, (option: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const addressId = params.get(VARIANT_PARAM);
  const [choice, setChoice] = useState<Choice>(() => choiceOfVariantId(product, firstVariantId(addressId)));

  useLayoutEffect(() => {
    const fromAddress = choiceOfVariantId(product, addressId);
    if (variantOf(product, fromAddress)) setChoice((current) => (variantOf(product, current) ? current : fromAddress));
    // Only the address the page opened with; later choices write the address themselves.
  }, []);

  const choose = (option: string, value: string) => {
    const next = { ...choice, [option]: value };
    setChoice(next);
    const variant = variantOf(product, next);
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (variant) query.set(VARIANT_PARAM, String(variant.id));
        else query.delete(VARIANT_PARAM);
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [choice, choose];
}

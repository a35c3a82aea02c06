import { lazy, Suspense, useId, useState } from 'react';
import { useText } from '../../lib/i18n';
import type { ProductDetail } from './api/get-product';

type Variant = ProductDetail['variants'][number];

/** The form is fetched when first opened: most product pages never show it, and none before a press (decision 0102). */
const NotifyMeForm = lazy(() => import('./NotifyMeForm'));

/** The sizes one may ask about: the chosen one when it is sold out, else every sold-out size. */
export function waitableSizes(product: ProductDetail, chosen: Variant | undefined): Variant[] {
  if (chosen) return chosen.stock > 0 ? [] : [chosen];
  return product.variants.filter((v) => v.stock <= 0);
}

/**
 * "Tell me when it's back" (issue 33): a button on a product, or size, that is out of stock, opening a small form
 * below it (the page above it does not move). A signed-in customer's own e-mail or mobile is prefilled and may be
 * left empty. Drawn the same on the server and in the browser: only the open form reads the session.
 */
export function NotifyMe({ product, chosen }: { product: ProductDetail; chosen: Variant | undefined }) {
  const sizes = waitableSizes(product, chosen);
  const hasSizes = product.variants.length > 0;
  const [open, setOpen] = useState(false);
  const formId = useId();
  const text = useText();
  if (hasSizes ? sizes.length === 0 : product.stock > 0) return null;
  return (
    <div className="pp-notify">
      <button
        type="button"
        className="btn btn--ghost pp-notify__open"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {text('notify.open')}
      </button>
      {open && (
        <div id={formId}>
          <Suspense fallback={null}>
            <NotifyMeForm id={`${formId}-form`} product={product} sizes={hasSizes ? sizes : []} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

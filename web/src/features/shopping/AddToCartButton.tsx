import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { useTimedMessage } from '../../components/use-timed-message';
import { useText } from '../../lib/i18n';
import { useAddToCart } from './api/add-to-cart';
import { useResumedPress } from './pending-press';
import { useSignInRedirect } from './use-signin-redirect';
import './shopping.css';

/** How each place shows the answer: the product page for 5 s (SPEC 8), a category card for 3 s (contract S1). */
const VARIANTS = {
  page: { added: 'cart.addedPage', ms: 5000 },
  card: { added: 'cart.addedCard', ms: 3000 },
} as const;

interface Props {
  productId: number;
  /** The chosen variant of a product with options (issue 20). */
  variantId?: number;
  /** Said instead of adding while the press cannot be made yet ("Please choose a Size."). */
  refusal?: string;
  quantity?: number;
  disabled?: boolean;
  variant: keyof typeof VARIANTS;
  /** Names the product for screen readers where several buttons share a page. */
  productName?: string;
  /** A card of a product with variants: the press opens the product's page, where a size is chosen (issue 20). */
  opensProductPage?: boolean;
}

/**
 * Add to cart: a card of a product with variants opens its page instead, as the wishlist's does; a signed-out shopper adds to the browser's cart; a 401 (a session the server ended) goes to /signin and the add is made when they are back; the answer
 * shows beside the button, then hides.
 */
export function AddToCartButton({
  productId,
  variantId,
  refusal,
  quantity = 1,
  disabled = false,
  variant,
  productName,
  opensProductPage = false,
}: Props) {
  const { added, ms } = VARIANTS[variant];
  const text = useText();
  const [message, showMessage] = useTimedMessage<{ kind: 'success' | 'error'; text: string }>(ms);
  const toSignIn = useSignInRedirect();
  const addToCart = useAddToCart();
  const busy = addToCart.adding !== undefined;
  const navigate = useNavigate();

  async function add(count = quantity, chosen = variantId) {
    if (opensProductPage) return navigate(`/product/${productId}`);
    if (refusal && chosen === undefined) return showMessage({ kind: 'error', text: refusal });
    const outcome = await addToCart.add(productId, count, chosen);
    if (outcome.kind === 'signin')
      return toSignIn({
        kind: 'cart-add',
        productId,
        quantity: count,
        ...(chosen === undefined ? {} : { variantId: chosen }),
      });
    showMessage(
      outcome.kind === 'ok' ? { kind: 'success', text: text(added) } : { kind: 'error', text: outcome.message },
    );
  }
  useResumedPress('cart-add', productId, (press) => void add(press.quantity, press.variantId));
  const label = text(busy ? 'cart.adding' : 'cart.add');

  return (
    <div className={`shop-add shop-add--${variant}`}>
      <button
        type="button"
        className={variant === 'page' ? 'btn btn--accent shop-add__button' : 'btn btn--small shop-add__button'}
        disabled={disabled || busy}
        // The visible words start the accessible name (WCAG 2.5.3); the product tells a card's buttons apart.
        aria-label={productName ? `${label}, ${productName}` : undefined}
        onClick={() => add()}
      >
        {label}
      </button>
      {variant === 'page' ? (
        <div className="shop-add__message">{message && <Alert kind={message.kind}>{message.text}</Alert>}</div>
      ) : (
        <p className={`shop-add__note shop-add__note--${message?.kind ?? 'none'}`} role="status">
          {message?.text}
        </p>
      )}
    </div>
  );
}

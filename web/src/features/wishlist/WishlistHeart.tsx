import { useTimedMessage } from '../../components/use-timed-message';
import { useText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { outcomeOfError, useResumedPress, useSignInRedirect, type ShopOutcome } from '../shopping';
import { useInWishlist } from './api/get-wishlist';
import { useToggleWishlist } from './api/toggle-wishlist';
import './wishlist-heart.css';

interface Props {
  productId: number;
  productName: string;
  /** `card`: a round button over the card's image; `page`: beside Add to cart, with its label visible. */
  variant: 'card' | 'page';
}

/** The wishlist toggle (SPEC: added <-> removed). Pressed state is announced with aria-pressed. */
export function WishlistHeart({ productId, productName, variant }: Props) {
  // Only a customer has a wishlist to load; anyone else's press still reaches the API and gets its answer.
  const signedIn = useSession((s) => Boolean(s.token));
  const text = useText();
  const inWishlist = useInWishlist(productId);
  const { pending, toggle } = useToggleWishlist(productId);
  const [notice, showNotice] = useTimedMessage<{ error: boolean; text: string }>(3000);
  const toSignIn = useSignInRedirect();
  // Back from signing in, the heart pressed before is added (not toggled: the list may hold it already).
  useResumedPress('wishlist-add', productId, () => void press(true));

  async function send(add: boolean): Promise<ShopOutcome> {
    if (!signedIn) return { kind: 'signin' };
    try {
      await toggle({ productId, add });
      return { kind: 'ok' };
    } catch (error) {
      return outcomeOfError(error, () => text('wishlist.failed'));
    }
  }

  async function press(willAdd = !inWishlist) {
    if (pending) return;
    const outcome = await send(willAdd);
    if (outcome.kind === 'signin') return toSignIn(willAdd ? { kind: 'wishlist-add', productId } : undefined);
    if (outcome.kind === 'failed') return showNotice({ error: true, text: outcome.message });
    showNotice({ error: false, text: text(willAdd ? 'wishlist.added' : 'wishlist.removed') });
  }

  return (
    <div className={`shop-heart shop-heart--${variant}`}>
      <button
        type="button"
        className={`shop-heart__button${inWishlist ? ' is-on' : ''}`}
        aria-pressed={inWishlist}
        aria-busy={pending}
        aria-label={variant === 'card' ? text('wishlist.addNamed', { name: productName }) : undefined}
        title={text(inWishlist ? 'wishlist.in' : 'wishlist.add')}
        onClick={() => press()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 20.7l-1.4-1.3C5.4 14.7 2 11.6 2 7.8 2 4.7 4.4 2.3 7.5 2.3c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.8-3.4 6.9-8.6 11.6L12 20.7z" />
        </svg>
        {variant === 'page' && <span>{text('wishlist.heart')}</span>}
      </button>
      <span className={`shop-heart__notice${notice?.error ? ' is-error' : ''}`} role="status">
        {notice?.text}
      </span>
    </div>
  );
}

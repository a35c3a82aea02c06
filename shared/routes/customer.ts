import { cartAdd } from './entries/cart-add';
import { cartList } from './entries/cart-list';
import { cartUpdate } from './entries/cart-update';
import { cartRemove } from './entries/cart-remove';
import { wishlistList } from './entries/wishlist-list';
import { wishlistAdd } from './entries/wishlist-add';
import { wishlistRemove } from './entries/wishlist-remove';
import { checkoutCod } from './entries/checkout-cod';
import { checkoutPayhere } from './entries/checkout-payhere';
import { kokoCheckout } from './entries/koko-checkout';
import { ordersMine } from './entries/orders-mine';
import { orderMine } from './entries/order-mine';
import { accountAvatar } from './entries/account-avatar';

/** The signed-in customer's cart, wishlist, checkout, orders and avatar (contract S1-S9, S11, A10). */
export const customerRoutes = [
  cartAdd,
  cartList,
  cartUpdate,
  cartRemove,
  wishlistList,
  wishlistAdd,
  wishlistRemove,
  checkoutCod,
  checkoutPayhere,
  kokoCheckout,
  ordersMine,
  orderMine,
  accountAvatar,
] as const;

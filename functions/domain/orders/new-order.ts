import { optionWordsIn, variantLabelIn } from '../../../shared/rules/option-translations';
import type { ProductOption, VariantOptions } from '../../../shared/rules/variants';
import { colomboDatePlusDays } from '../../../shared/rules/dates';
import { deliveryRate } from '../../../shared/rules/delivery';
import { lineTotalCents, orderTotals } from '../../../shared/rules/money';
import { DELIVERY_DAYS } from '../../../shared/rules/orders';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import type { PaymentMethod, PaymentStatus } from '../../../shared/rules/payments';
import type { Translations } from '../../../shared/rules/translations';
import type { CardCheckoutInput } from '../../../shared/validation/checkout';
import type { GuestBuyer, OrderActor, OrderRecord } from './order-record';

/**
 * How the order will be paid and its payment's first status, as its method's plug-in decides them (decision 0070);
 * an order with a deadline that is not paid by then ends (payments/expire-unpaid.ts).
 */
export interface PaymentPlan {
  method: PaymentMethod;
  paymentStatus: PaymentStatus;
  paymentDeadline?: string;
}

/**
 * Who places the order, as the order keeps them: an account, or a guest (issue 32), whom the order alone holds; and
 * the language its messages are written in (issue 34: the account's, or the guest checkout's), absent: English.
 */
export type OrderCustomer = (
  | { id: number; userType: string; name: string; email: string }
  | { guest: Omit<GuestBuyer, 'claimedAt'>; name: string; email: string }
) & { language?: Language };

/**
 * A product as the order copies it, and how many units of it; for a variant, `price` and `discount` are the
 * variant's and `variant` names it.
 */
export interface OrderedProduct {
  quantity: number;
  product: {
    id: number;
    name: string;
    images: Array<{ path: string }>;
    price: number;
    discount?: number;
    translations?: Translations;
    options?: ProductOption[];
  };
  variant?: { id: number; label: string; options?: VariantOptions } | null;
}

/** A new order (status pending) from the server's prices: a snapshot of what is bought, at which price, to where. */
export function newOrder(
  id: number,
  user: OrderCustomer,
  input: CardCheckoutInput,
  lines: OrderedProduct[],
  payment: PaymentPlan,
  now: Date,
): OrderRecord {
  const priced = lines.map(({ quantity, product }) => ({
    price: product.price,
    discount: product.discount ?? 0,
    quantity,
  }));
  const totals = orderTotals(priced, deliveryRate(input.city));
  const createdAt = now.toISOString();
  const language = user.language ?? DEFAULT_LANGUAGE;
  const placedBy: OrderActor =
    'guest' in user
      ? { kind: 'guest', name: user.name }
      : { kind: 'user', id: user.id, role: user.userType, name: user.name };
  return {
    id,
    ...('guest' in user ? { guest: user.guest } : { userId: user.id }),
    status: 'pending',
    stockReturned: false,
    customer: { name: user.name, email: user.email, phone: input.phone },
    language,
    billing: {
      first_name: input.first_name,
      last_name: input.last_name,
      country: input.country,
      company: input.company,
      address: input.address,
      apartment: input.apartment,
      city: input.city,
      state: input.state,
      postal_code: input.postal_code,
      phone: input.phone,
    },
    shippingAddress: input.shipping_address || input.address,
    paymentMethod: payment.method,
    paymentStatus: payment.paymentStatus,
    ...(payment.paymentDeadline ? { paymentDeadline: payment.paymentDeadline } : {}),
    history: [{ at: createdAt, kind: 'placed', by: placedBy, to: 'pending' }],
    lines: lines.map(({ quantity, product, variant }, i) => ({
      id: i + 1,
      productId: product.id,
      ...(variant ? { variantId: variant.id, variantLabel: variant.label } : {}),
      name: product.name,
      ...translatedName(product, language),
      ...translatedLabel(product, variant, language),
      imagePath: product.images[0]?.path ?? null,
      price: product.price,
      discount: product.discount ?? 0,
      quantity,
      totalCents: lineTotalCents({ price: product.price, discount: product.discount ?? 0, quantity }),
    })),
    ...totals,
    estimatedArrival: colomboDatePlusDays(now, DELIVERY_DAYS),
    createdAt,
    updatedAt: createdAt,
  };
}

/** The variant's label in the order's language ("ප්‍රමාණය: M"), kept where staff gave its options words (0107). */
function translatedLabel(product: OrderedProduct['product'], variant: OrderedProduct['variant'], language: Language) {
  const words = optionWordsIn(product.translations, language);
  if (!words || !variant?.options) return {};
  const label = variantLabelIn(product.options ?? [], variant.options, words);
  return label !== variant.label ? { translatedLabel: label } : {};
}

/** The product's name in the order's language, kept beside the English one when the product has it (decision 0099). */
function translatedName(product: OrderedProduct['product'], language: Language) {
  const name = language === 'en' ? undefined : product.translations?.[language]?.name;
  return name ? { translatedName: name } : {};
}

import { createContext, useContext } from 'react';
import { pathWithoutLanguage } from '../../../shared/rules/language-paths';

/**
 * Whose order a screen acts on (issue 32): the signed-in customer's own (My Orders), or the one order a guest's link
 * opens (`/order/<order_number>?t=<token>`). The payment and return components read it to call the account's route
 * or the link's twin, so one component serves both screens.
 */
export type OrderScope = { kind: 'account' } | { kind: 'link'; orderNumber: string; token: string };

export const ACCOUNT_SCOPE: OrderScope = { kind: 'account' };

export const OrderScopeContext = createContext<OrderScope>(ACCOUNT_SCOPE);

/** The scope of the screen drawing the component: the account's, unless an order link page provides its own. */
export const useOrderScope = () => useContext(OrderScopeContext);

/** The link's two parts as a guest route's path and query take them. */
export const linkArgs = (scope: Extract<OrderScope, { kind: 'link' }>) => ({
  params: { order_number: scope.orderNumber },
  query: { t: scope.token },
});

/** The query key of the order a link opens (the token is the only proof, so it is keyed by the link itself). */
export const linkedOrderKey = (orderNumber: string, token: string) => ['guest-order', orderNumber, token] as const;

/** The scope of an `order_link` the guest checkout answered (`https://shop/order/ORD-000123?t=...`), or null. */
export function scopeOfLink(orderLink: string | undefined): Extract<OrderScope, { kind: 'link' }> | null {
  const match = orderLink ? /\/order\/([^/?#]+)\?t=([^&#]+)/.exec(orderLink) : null;
  return match
    ? { kind: 'link', orderNumber: decodeURIComponent(match[1]), token: decodeURIComponent(match[2]) }
    : null;
}

/**
 * An order link's path for the SPA's own navigation: the answer gives it with the shop's origin and, for an order in
 * Sinhala or Tamil, under `/si` or `/ta` (issue 34); the router's base is already the page's language, so that prefix
 * is dropped and the order opens in the page's language.
 */
export function routerPathOfLink(link: string): string {
  const url = new URL(link, window.location.origin);
  return pathWithoutLanguage(url.pathname) + url.search;
}

const KEPT_LINKS = 'order-links';

/**
 * The browser keeps the links of the guest orders it placed or opened in this tab (sessionStorage), so a payment
 * provider can send the guest back to `/order/<order_number>` without the token ever being in the provider's URL.
 */
export function keepOrderLink(orderNumber: string, token: string): void {
  try {
    const kept = { ...readKept(), [orderNumber]: token };
    sessionStorage.setItem(KEPT_LINKS, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, full): the link in the mail and SMS still opens the order.
  }
}

/** The token kept for this order number in this tab, or ''. */
export const keptOrderToken = (orderNumber: string): string => readKept()[orderNumber] ?? '';

function readKept(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEPT_LINKS) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}

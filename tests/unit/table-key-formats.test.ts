import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../functions/domain/auth/auth-keys';
import { cartItemIds, cartKeys } from '../../functions/domain/cart/cart-keys';
import { catalogKeys, imageIds, productIds, variantIds } from '../../functions/domain/catalog/catalog-keys';
import { contactIds, contactKeys } from '../../functions/domain/contact/contact-keys';
import { messagesKeys } from '../../functions/domain/messages/messages-keys';
import { remindersKeys } from '../../functions/domain/reminders/reminders-keys';
import { counterKey } from '../../functions/domain/ids';
import { inventoryKeys } from '../../functions/domain/inventory/inventory-keys';
import { productKey, userPartition } from '../../functions/domain/keys';
import { orderIds, orderKeys } from '../../functions/domain/orders/order-keys';
import { counterNames, promotionKeys } from '../../functions/domain/promotions/promotion-keys';
import { returnIds, returnKeys } from '../../functions/domain/returns/return-keys';
import { reviewIds, reviewKeys } from '../../functions/domain/reviews/review-keys';
import { statsKeys } from '../../functions/domain/stats/stats-keys';
import { userIds, userKeys } from '../../functions/domain/users/user-keys';
import { wishIds, wishlistKeys } from '../../functions/domain/wishlist/wishlist-keys';
import { REPO_ROOT } from '../support/outside-references';

/**
 * The single table's key formats, as the data in the table and in the cloud holds them: each builder with sample
 * arguments and the exact strings it must give, and each id counter's item. A format that changes would orphan every
 * item written before it. Each area declares its own (`<area>-keys.ts`, decision 0068); this list is assembled from
 * them, and a builder or counter an area adds must join it.
 */
const at = '2025-03-01T10:00:00.000Z';

const formats: Array<[string, unknown, unknown]> = [
  ['userKeys.user', userKeys.user(7), { PK: 'USER#7', SK: 'PROFILE' }],
  [
    'userKeys.userByRole',
    userKeys.userByRole('customer', at, 7),
    { GSI1PK: 'ROLE#customer', GSI1SK: `${at}#0000000007` },
  ],
  ['userKeys.roleIndex', userKeys.roleIndex('staff'), 'ROLE#staff'],
  ['userKeys.emailGuard', userKeys.emailGuard('Kasun@Example.LK'), { PK: 'EMAIL#kasun@example.lk', SK: 'EMAIL' }],
  ['userPartition', userPartition(7), 'USER#7'],

  ['authKeys.session', authKeys.session('s-1'), { PK: 'SESSION#s-1', SK: 'SESSION' }],
  ['authKeys.sessionsOfUser', authKeys.sessionsOfUser(7), 'USER#7#SESSIONS'],
  ['authKeys.passwordReset', authKeys.passwordReset('A@B.lk'), { PK: 'RESET#a@b.lk', SK: 'RESET' }],
  [
    'authKeys.passwordResetDay',
    authKeys.passwordResetDay('A@B.lk', '2025-03-01'),
    { PK: 'RESET#a@b.lk', SK: 'DAY#2025-03-01' },
  ],
  ['authKeys.loginFailures', authKeys.loginFailures('A@B.lk'), { PK: 'LOGINFAIL#a@b.lk', SK: 'LOGINFAIL' }],

  ['productKey', productKey(12), { PK: 'PRODUCT#12', SK: 'PRODUCT' }],
  ['catalogKeys.productItem', catalogKeys.productItem, { partitionPrefix: 'PRODUCT#', sortKey: 'PRODUCT' }],
  [
    'catalogKeys.productIdOf',
    [catalogKeys.productIdOf('PRODUCT#12', 'PRODUCT'), catalogKeys.productIdOf('PRODUCT#12', 'IMAGE')],
    [12, null],
  ],
  [
    'catalogKeys.productInCategory',
    catalogKeys.productInCategory('beard', 12),
    { GSI1PK: 'CATEGORY#beard', GSI1SK: '0000000012' },
  ],
  ['catalogKeys.categoryIndex', catalogKeys.categoryIndex('beard'), 'CATEGORY#beard'],
  ['catalogKeys.productInCatalogue', catalogKeys.productInCatalogue(12), { GSI2PK: 'PRODUCTS', GSI2SK: '0000000012' }],
  ['catalogKeys.catalogueIndex', catalogKeys.catalogueIndex, 'PRODUCTS'],
  ['catalogKeys.skuGuard', catalogKeys.skuGuard('kb-oil'), { PK: 'SKU#KB-OIL', SK: 'SKU' }],
  [
    'catalogKeys.productHolder',
    catalogKeys.productHolder(12, 'CART', 7),
    { GSI2PK: 'HOLDERS#0000000012', GSI2SK: 'CART#0000000007' },
  ],
  ['catalogKeys.productHolders', catalogKeys.productHolders(12), 'HOLDERS#0000000012'],
  ['inventoryKeys.stockSeen', inventoryKeys.stockSeen('s-1', 12), { PK: 'SESSION#s-1', SK: 'STOCKSEEN#0000000012' }],
  ['inventoryKeys.stockSubscribers', inventoryKeys.stockSubscribers(12, null), 'NOTIFYME#0000000012#ALL'],
  [
    'inventoryKeys.stockSubscription',
    inventoryKeys.stockSubscription(12, 31, 'sms', '+94771234567'),
    { PK: 'NOTIFYME#0000000012#31', SK: 'sms#+94771234567' },
  ],
  [
    'inventoryKeys.notifyMeHour',
    inventoryKeys.notifyMeHour('203.0.113.9', '2025-03-01T10'),
    { PK: 'NOTIFYMERATE#203.0.113.9', SK: 'HOUR#2025-03-01T10' },
  ],
  ['inventoryKeys.lowStockAlerts', inventoryKeys.lowStockAlerts(12), 'LOWSTOCK#0000000012'],
  [
    'inventoryKeys.lowStockAlert',
    [inventoryKeys.lowStockAlert(12, null), inventoryKeys.lowStockAlert(12, 31)],
    [
      { PK: 'LOWSTOCK#0000000012', SK: 'SIZE#ALL' },
      { PK: 'LOWSTOCK#0000000012', SK: 'SIZE#31' },
    ],
  ],
  [
    'contactKeys.contactMessage',
    contactKeys.contactMessage('2025-03', at, 3),
    { PK: 'CONTACT#2025-03', SK: `${at}#0000000003` },
  ],
  [
    'messagesKeys.contactConsent',
    [messagesKeys.contactConsent('mail', 'Nimal@Example.lk'), messagesKeys.contactConsent('sms', '+94771234567')],
    [
      { PK: 'CONSENT#mail#nimal@example.lk', SK: 'MARKETING' },
      { PK: 'CONSENT#sms#+94771234567', SK: 'MARKETING' },
    ],
  ],

  [
    'remindersKeys.state',
    [remindersKeys.state('u7'), remindersKeys.state('gnimal@example.lk')],
    [
      { PK: 'USER#7', SK: 'REMINDER#CART' },
      { PK: 'GUESTCART#nimal@example.lk', SK: 'REMINDER#CART' },
    ],
  ],
  ['remindersKeys.duePartition', remindersKeys.duePartition('2026-12-01'), 'REMINDERDUE#2026-12-01'],
  [
    'remindersKeys.due',
    remindersKeys.due('2026-12-01T10:00:00.000Z', 'u7'),
    { PK: 'REMINDERDUE#2026-12-01', SK: '2026-12-01T10:00:00.000Z#u7' },
  ],
  ['cartKeys.cartLine', cartKeys.cartLine(7, 12), { PK: 'USER#7', SK: 'CART#0000000012' }],
  ['cartKeys.cartLine of a variant', cartKeys.cartLine(7, 12, 3), { PK: 'USER#7', SK: 'CART#0000000012#0000000003' }],
  ['cartKeys.cartMeta', cartKeys.cartMeta(7), { PK: 'USER#7', SK: 'CARTMETA' }],
  ['cartKeys.cartLinePrefix', cartKeys.cartLinePrefix, 'CART#'],
  ['wishlistKeys.wish', wishlistKeys.wish(7, 12), { PK: 'USER#7', SK: 'WISH#0000000012' }],
  ['wishlistKeys.wishPrefix', wishlistKeys.wishPrefix, 'WISH#'],

  ['orderKeys.order', orderKeys.order(40), { PK: 'ORDER#40', SK: 'ORDER' }],
  [
    'orderKeys.orderOfCustomer',
    orderKeys.orderOfCustomer(7, at, 40),
    { GSI1PK: 'USER#7#ORDERS', GSI1SK: `${at}#0000000040` },
  ],
  ['orderKeys.ordersOfCustomer', orderKeys.ordersOfCustomer(7), 'USER#7#ORDERS'],
  ['orderKeys.orderInShop', orderKeys.orderInShop(2, at, 40), { GSI2PK: 'ORDERS', GSI2SK: `2#${at}#0000000040` }],
  ['orderKeys.ordersIndex', orderKeys.ordersIndex, 'ORDERS'],
  ['orderKeys.ordersOfRank', orderKeys.ordersOfRank(1), '1#'],
  ['orderKeys.orderPartition', orderKeys.orderPartition(40), 'ORDER#40'],
  ['orderKeys.guestCheckoutKey', orderKeys.guestCheckoutKey('abc'), { PK: 'IDEMPOTENCY#abc', SK: 'GUEST_CHECKOUT' }],
  [
    'orderKeys.guestCheckoutsOfPhone',
    orderKeys.guestCheckoutsOfPhone('+94771234567'),
    { PK: 'PHONE#+94771234567', SK: 'GUEST_CHECKOUTS' },
  ],
  ['orderKeys.guestLookup', orderKeys.guestLookup(40), { PK: 'ORDER#40', SK: 'GUEST_LOOKUP' }],
  ['orderKeys.codConfirmLink', orderKeys.codConfirmLink('h4sh'), { PK: 'CODCONFIRM#h4sh', SK: 'CODCONFIRM' }],
  ['orderKeys.doorRefusalsOfCustomer', orderKeys.doorRefusalsOfCustomer(7), { PK: 'USER#7', SK: 'DOOR_REFUSALS' }],
  [
    'orderKeys.doorRefusalsOfPhone',
    orderKeys.doorRefusalsOfPhone('+94771234567'),
    { PK: 'PHONE#+94771234567', SK: 'DOOR_REFUSALS' },
  ],

  ['statsKeys.statsDay', statsKeys.statsDay('2025-03-01'), { PK: 'STATS', SK: 'DAY#2025-03-01' }],
  ['statsKeys.statsPartition', statsKeys.statsPartition, 'STATS'],
  ['statsKeys.statsDaySortKey', statsKeys.statsDaySortKey('2025-03-01'), 'DAY#2025-03-01'],
  ['statsKeys.statsTotals', statsKeys.statsTotals, { PK: 'STATS', SK: 'TOTALS' }],
  ['statsKeys.statsDayShard', statsKeys.statsDayShard('2025-03-01', 3), { PK: 'STATS', SK: 'DAY#2025-03-01#03' }],
  ['statsKeys.statsDayShardPrefix', statsKeys.statsDayShardPrefix('2025-03-01'), 'DAY#2025-03-01#'],
  ['statsKeys.statsTotalsShard', statsKeys.statsTotalsShard(3), { PK: 'STATS', SK: 'TOTALS#03' }],
  ['statsKeys.statsTotalsPrefix', statsKeys.statsTotalsPrefix, 'TOTALS'],

  ['reviewKeys.review', reviewKeys.review(12, 7), { PK: 'REVIEWS#12', SK: 'USER#0000000007' }],
  ['reviewKeys.reviewsOfProduct', reviewKeys.reviewsOfProduct(12), 'REVIEWS#12'],
  ['reviewKeys.reviewItem', reviewKeys.reviewItem, { partitionPrefix: 'REVIEWS#' }],
  [
    'reviewKeys.reviewedProductIdOf',
    [reviewKeys.reviewedProductIdOf('REVIEWS#12'), reviewKeys.reviewedProductIdOf('PRODUCT#12')],
    [12, null],
  ],
  ['reviewKeys.reviewInShop', reviewKeys.reviewInShop(5), { GSI2PK: 'REVIEWS', GSI2SK: '0000000005' }],
  ['reviewKeys.reviewsIndex', reviewKeys.reviewsIndex, 'REVIEWS'],
  ['reviewKeys.reviewIdSortKey', reviewKeys.reviewIdSortKey(5), '0000000005'],
  [
    'reviewKeys.reviewOfCustomer',
    reviewKeys.reviewOfCustomer(7, 12),
    { GSI1PK: 'USER#7#REVIEWS', GSI1SK: '0000000012' },
  ],
  ['reviewKeys.reviewsOfCustomer', reviewKeys.reviewsOfCustomer(7), 'USER#7#REVIEWS'],
  ['reviewKeys.reviewRequest', reviewKeys.reviewRequest(at, 40), { PK: 'REVIEW_REQUESTS', SK: `${at}#0000000040` }],
  ['reviewKeys.reviewRequestsPartition', reviewKeys.reviewRequestsPartition, 'REVIEW_REQUESTS'],
  ['reviewKeys.reviewMailsOff', reviewKeys.reviewMailsOff(7), { PK: 'USER#7', SK: 'REVIEW_MAILS_OFF' }],

  ['promotionKeys.discountCode', promotionKeys.discountCode('AVURUDU10'), { PK: 'CODE#AVURUDU10', SK: 'CODE' }],
  ['promotionKeys.codeInList', promotionKeys.codeInList('AVURUDU10'), { GSI2PK: 'CODES', GSI2SK: 'AVURUDU10' }],
  ['promotionKeys.codesIndex', promotionKeys.codesIndex, 'CODES'],
  [
    'promotionKeys.codeCustomer',
    promotionKeys.codeCustomer('AVURUDU10', 7),
    { PK: 'CODE#AVURUDU10', SK: 'USER#0000000007' },
  ],
  [
    'promotionKeys.codeOrder',
    promotionKeys.codeOrder('AVURUDU10', 40),
    { PK: 'CODE#AVURUDU10', SK: 'ORDER#0000000040' },
  ],
  ['promotionKeys.codeOrderPrefix', promotionKeys.codeOrderPrefix, 'ORDER#'],
  [
    'promotionKeys.codeCounter',
    promotionKeys.codeCounter('AVURUDU10', 'PHONE#+94771234567'),
    { PK: 'CODE#AVURUDU10', SK: 'PHONE#+94771234567' },
  ],
  ['counterNames.user', counterNames.user(7), 'USER#0000000007'],
  ['counterNames.email', counterNames.email('a@b.lk'), 'EMAIL#a@b.lk'],
  ['counterNames.phone', counterNames.phone('+94771234567'), 'PHONE#+94771234567'],
  ['promotionKeys.codeGuesses', promotionKeys.codeGuesses(7), { PK: 'USER#7', SK: 'CODEGUESSES' }],

  ['returnKeys.orderReturn', returnKeys.orderReturn(40, 2), { PK: 'ORDER#40', SK: 'RETURN#0000000002' }],
  ['returnKeys.orderReturnPrefix', returnKeys.orderReturnPrefix, 'RETURN#'],
  ['returnKeys.orderReturnsGuard', returnKeys.orderReturnsGuard(40), { PK: 'ORDER#40', SK: 'RETURNS' }],
  ['returnKeys.returnInShop', returnKeys.returnInShop(2), { GSI2PK: 'RETURNS', GSI2SK: '0000000002' }],
  ['returnKeys.returnsIndex', returnKeys.returnsIndex, 'RETURNS'],
  ['returnKeys.returnIdSortKey', returnKeys.returnIdSortKey(2), '0000000002'],
  [
    'returnKeys.returnOfCustomer',
    returnKeys.returnOfCustomer(7, at, 2),
    { GSI1PK: 'USER#7#RETURNS', GSI1SK: `${at}#0000000002` },
  ],
  ['returnKeys.returnsOfCustomer', returnKeys.returnsOfCustomer(7), 'USER#7#RETURNS'],

  ['counterKey', counterKey(orderIds), { PK: 'COUNTER', SK: 'ORDER' }],
  ...Object.entries({
    userIds: [userIds, 'USER'],
    productIds: [productIds, 'PRODUCT'],
    variantIds: [variantIds, 'VARIANT'],
    imageIds: [imageIds, 'IMAGE'],
    contactIds: [contactIds, 'CONTACT'],
    cartItemIds: [cartItemIds, 'CARTITEM'],
    wishIds: [wishIds, 'WISH'],
    orderIds: [orderIds, 'ORDER'],
    reviewIds: [reviewIds, 'REVIEW'],
    returnIds: [returnIds, 'RETURN'],
  }).map(([name, [ids, counter]]) => [name, ids, { counter }] as [string, unknown, unknown]),
];

describe('table key formats', () => {
  it.each(formats)('%s', (_name, built, expected) => {
    expect(built).toEqual(expected);
  });

  it("names every builder and counter of every area's keys", async () => {
    const named = new Set(formats.map(([name]) => name.split(' ')[0]));
    const domain = join(REPO_ROOT, 'functions/domain');
    const files = readdirSync(domain, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('-keys.ts'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    const unnamed: string[] = [];
    for (const file of files) {
      const exported: Record<string, object> = await import(join(domain, file));
      for (const [name, value] of Object.entries(exported)) {
        const builders = 'counter' in value ? [name] : Object.keys(value).map((builder) => `${name}.${builder}`);
        unnamed.push(...builders.filter((builder) => !named.has(builder)));
      }
    }
    expect(unnamed).toEqual([]);
  });
});

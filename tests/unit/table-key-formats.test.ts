import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/domain/keys';

/**
 * The single table's key formats, as the data in the table and in the cloud holds them: each builder with sample
 * arguments and the exact strings it must give. A format that changes would orphan every item written before it.
 */
const at = '2025-03-01T10:00:00.000Z';

const formats: Array<[string, unknown, unknown]> = [
  ['user', keys.user(7), { PK: 'USER#7', SK: 'PROFILE' }],
  ['userByRole', keys.userByRole('customer', at, 7), { GSI1PK: 'ROLE#customer', GSI1SK: `${at}#0000000007` }],
  ['roleIndex', keys.roleIndex('staff'), 'ROLE#staff'],
  ['emailGuard', keys.emailGuard('Kasun@Example.LK'), { PK: 'EMAIL#kasun@example.lk', SK: 'EMAIL' }],
  ['userPartition', keys.userPartition(7), 'USER#7'],

  ['session', keys.session('s-1'), { PK: 'SESSION#s-1', SK: 'SESSION' }],
  ['sessionsOfUser', keys.sessionsOfUser(7), 'USER#7#SESSIONS'],
  ['passwordReset', keys.passwordReset('A@B.lk'), { PK: 'RESET#a@b.lk', SK: 'RESET' }],
  ['passwordResetDay', keys.passwordResetDay('A@B.lk', '2025-03-01'), { PK: 'RESET#a@b.lk', SK: 'DAY#2025-03-01' }],
  ['loginFailures', keys.loginFailures('A@B.lk'), { PK: 'LOGINFAIL#a@b.lk', SK: 'LOGINFAIL' }],

  ['product', keys.product(12), { PK: 'PRODUCT#12', SK: 'PRODUCT' }],
  ['productItem', keys.productItem, { partitionPrefix: 'PRODUCT#', sortKey: 'PRODUCT' }],
  ['productIdOf', [keys.productIdOf('PRODUCT#12', 'PRODUCT'), keys.productIdOf('PRODUCT#12', 'IMAGE')], [12, null]],
  ['productInCategory', keys.productInCategory('beard', 12), { GSI1PK: 'CATEGORY#beard', GSI1SK: '0000000012' }],
  ['categoryIndex', keys.categoryIndex('beard'), 'CATEGORY#beard'],
  ['productInCatalogue', keys.productInCatalogue(12), { GSI2PK: 'PRODUCTS', GSI2SK: '0000000012' }],
  ['catalogueIndex', keys.catalogueIndex, 'PRODUCTS'],
  ['skuGuard', keys.skuGuard('kb-oil'), { PK: 'SKU#KB-OIL', SK: 'SKU' }],
  ['productHolder', keys.productHolder(12, 'CART', 7), { GSI2PK: 'HOLDERS#0000000012', GSI2SK: 'CART#0000000007' }],
  ['productHolders', keys.productHolders(12), 'HOLDERS#0000000012'],
  ['stockSeen', keys.stockSeen('s-1', 12), { PK: 'SESSION#s-1', SK: 'STOCKSEEN#0000000012' }],
  ['contactMessage', keys.contactMessage('2025-03', at, 3), { PK: 'CONTACT#2025-03', SK: `${at}#0000000003` }],

  ['cartLine', keys.cartLine(7, 12), { PK: 'USER#7', SK: 'CART#0000000012' }],
  ['cartLine of a variant', keys.cartLine(7, 12, 3), { PK: 'USER#7', SK: 'CART#0000000012#0000000003' }],
  ['cartMeta', keys.cartMeta(7), { PK: 'USER#7', SK: 'CARTMETA' }],
  ['cartLinePrefix', keys.cartLinePrefix, 'CART#'],
  ['wish', keys.wish(7, 12), { PK: 'USER#7', SK: 'WISH#0000000012' }],
  ['wishPrefix', keys.wishPrefix, 'WISH#'],

  ['order', keys.order(40), { PK: 'ORDER#40', SK: 'ORDER' }],
  ['orderOfCustomer', keys.orderOfCustomer(7, at, 40), { GSI1PK: 'USER#7#ORDERS', GSI1SK: `${at}#0000000040` }],
  ['ordersOfCustomer', keys.ordersOfCustomer(7), 'USER#7#ORDERS'],
  ['orderInShop', keys.orderInShop(2, at, 40), { GSI2PK: 'ORDERS', GSI2SK: `2#${at}#0000000040` }],
  ['ordersIndex', keys.ordersIndex, 'ORDERS'],
  ['ordersOfRank', keys.ordersOfRank(1), '1#'],
  ['orderPartition', keys.orderPartition(40), 'ORDER#40'],

  ['statsDay', keys.statsDay('2025-03-01'), { PK: 'STATS', SK: 'DAY#2025-03-01' }],
  ['statsPartition', keys.statsPartition, 'STATS'],
  ['statsDaySortKey', keys.statsDaySortKey('2025-03-01'), 'DAY#2025-03-01'],
  ['statsTotals', keys.statsTotals, { PK: 'STATS', SK: 'TOTALS' }],
  ['statsDayShard', keys.statsDayShard('2025-03-01', 3), { PK: 'STATS', SK: 'DAY#2025-03-01#03' }],
  ['statsDayShardPrefix', keys.statsDayShardPrefix('2025-03-01'), 'DAY#2025-03-01#'],
  ['statsTotalsShard', keys.statsTotalsShard(3), { PK: 'STATS', SK: 'TOTALS#03' }],
  ['statsTotalsPrefix', keys.statsTotalsPrefix, 'TOTALS'],

  ['review', keys.review(12, 7), { PK: 'REVIEWS#12', SK: 'USER#0000000007' }],
  ['reviewsOfProduct', keys.reviewsOfProduct(12), 'REVIEWS#12'],
  ['reviewItem', keys.reviewItem, { partitionPrefix: 'REVIEWS#' }],
  ['reviewedProductIdOf', [keys.reviewedProductIdOf('REVIEWS#12'), keys.reviewedProductIdOf('PRODUCT#12')], [12, null]],
  ['reviewInShop', keys.reviewInShop(5), { GSI2PK: 'REVIEWS', GSI2SK: '0000000005' }],
  ['reviewsIndex', keys.reviewsIndex, 'REVIEWS'],
  ['reviewIdSortKey', keys.reviewIdSortKey(5), '0000000005'],
  ['reviewOfCustomer', keys.reviewOfCustomer(7, 12), { GSI1PK: 'USER#7#REVIEWS', GSI1SK: '0000000012' }],
  ['reviewsOfCustomer', keys.reviewsOfCustomer(7), 'USER#7#REVIEWS'],
  ['reviewRequest', keys.reviewRequest(at, 40), { PK: 'REVIEW_REQUESTS', SK: `${at}#0000000040` }],
  ['reviewRequestsPartition', keys.reviewRequestsPartition, 'REVIEW_REQUESTS'],
  ['reviewMailsOff', keys.reviewMailsOff(7), { PK: 'USER#7', SK: 'REVIEW_MAILS_OFF' }],

  ['discountCode', keys.discountCode('AVURUDU10'), { PK: 'CODE#AVURUDU10', SK: 'CODE' }],
  ['codeInList', keys.codeInList('AVURUDU10'), { GSI2PK: 'CODES', GSI2SK: 'AVURUDU10' }],
  ['codesIndex', keys.codesIndex, 'CODES'],
  ['codeCustomer', keys.codeCustomer('AVURUDU10', 7), { PK: 'CODE#AVURUDU10', SK: 'USER#0000000007' }],
  ['codeOrder', keys.codeOrder('AVURUDU10', 40), { PK: 'CODE#AVURUDU10', SK: 'ORDER#0000000040' }],
  ['codeOrderPrefix', keys.codeOrderPrefix, 'ORDER#'],
  ['codeGuesses', keys.codeGuesses(7), { PK: 'USER#7', SK: 'CODEGUESSES' }],

  ['orderReturn', keys.orderReturn(40, 2), { PK: 'ORDER#40', SK: 'RETURN#0000000002' }],
  ['orderReturnPrefix', keys.orderReturnPrefix, 'RETURN#'],
  ['orderReturnsGuard', keys.orderReturnsGuard(40), { PK: 'ORDER#40', SK: 'RETURNS' }],
  ['returnInShop', keys.returnInShop(2), { GSI2PK: 'RETURNS', GSI2SK: '0000000002' }],
  ['returnsIndex', keys.returnsIndex, 'RETURNS'],
  ['returnIdSortKey', keys.returnIdSortKey(2), '0000000002'],
  ['returnOfCustomer', keys.returnOfCustomer(7, at, 2), { GSI1PK: 'USER#7#RETURNS', GSI1SK: `${at}#0000000002` }],
  ['returnsOfCustomer', keys.returnsOfCustomer(7), 'USER#7#RETURNS'],

  ['seedMarker', keys.seedMarker('demo'), { PK: 'SEED', SK: 'demo' }],
  ['counter', keys.counter('ORDER'), { PK: 'COUNTER', SK: 'ORDER' }],
];

describe('table key formats', () => {
  it.each(formats)('%s', (_name, built, expected) => {
    expect(built).toEqual(expected);
  });

  it('names every builder', () => {
    const named = new Set(formats.map(([name]) => name.split(' ')[0]));
    expect(Object.keys(keys).filter((name) => !named.has(name))).toEqual([]);
  });
});

import { averageOf, countInThousands, STARS, type ReviewFigures, type Star } from '../../../shared/rules/reviews';
import { tableName } from '../../lib/clients';
import type { TransactionAction } from '../../lib/transaction';
import { notFound } from '../shop-errors';
import { productKey } from '../keys';
import type { ProductRecord } from './product-record';
import { PRODUCT_NOT_FOUND } from './products-repo';

/** The attribute of the product item that counts one star's published reviews. */
const starAttribute = (star: Star) => `reviewStars${star}` as const;

/** A product's stored figures (absent attributes are zero: a product nobody reviewed). */
export function figuresOf(p: ProductRecord): ReviewFigures {
  const stars = Object.fromEntries(STARS.map((s) => [s, Number(p[starAttribute(s)] ?? 0)])) as Record<Star, number>;
  return { count: Number(p.reviewCount ?? 0), sum: Number(p.reviewSum ?? 0), stars };
}

/** The contract's `rating` and `reviews` of every product answer, from its published reviews. */
export function ratingFields(p: ProductRecord): { rating: number; reviews: number } {
  const figures = figuresOf(p);
  return { rating: averageOf(figures), reviews: countInThousands(figures.count) };
}

/**
 * Adds a change of the figures to the product item, as part of the review write's transaction. ADD, never a value
 * read and written back, so twenty reviews at once add up exactly. `updatedAt` is left alone: a back-office editor's
 * save (conditional on it) is not refused because someone reviewed the product meanwhile.
 */
export function reviewFiguresAction(productId: number, change: ReviewFigures): TransactionAction {
  const counters: Array<[string, number]> = [
    ['reviewCount', change.count],
    ['reviewSum', change.sum],
    ...STARS.map((s): [string, number] => [starAttribute(s), change.stars[s]]),
  ];
  return {
    write: {
      Update: {
        TableName: tableName(),
        Key: productKey(productId),
        UpdateExpression: `ADD ${counters.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(counters.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(counters.map(([, value], i) => [`:c${i}`, value])),
      },
    },
    whenConditionFails: () => notFound(PRODUCT_NOT_FOUND),
  };
}

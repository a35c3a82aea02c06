import type { DynamoDBStreamEvent } from 'aws-lambda';
import { productPath } from '../../shared/content/public-pages';
import { CATEGORIES, categoryPath } from '../../shared/rules/catalogue';
import { keys } from '../domain/keys';

/** What a catalogue change redraws besides the products themselves: the pages that list products. */
export const LISTING_PATHS = ['/', ...CATEGORIES.map(categoryPath)];

const keysOf = (record: DynamoDBStreamEvent['Records'][number]) =>
  [record.dynamodb?.Keys?.PK?.S ?? '', record.dynamodb?.Keys?.SK?.S ?? ''] as const;

/** The product ids a batch of the table's stream touched; any other item (a cart line, a picture) is no product. */
export function changedProductIds(event: DynamoDBStreamEvent): number[] {
  const ids = new Set<number>();
  for (const record of event.Records) {
    const id = keys.productIdOf(...keysOf(record));
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/** The products whose reviews a batch touched (a review's text or reply shows on its product's page only). */
export function reviewedProductIds(event: DynamoDBStreamEvent): number[] {
  return [...new Set(event.Records.map((r) => keys.reviewedProductIdOf(keysOf(r)[0])).filter((id) => id !== null))];
}

/**
 * The pages a batch of the table's stream makes stale: the changed products' and the listings (a review's stars
 * change its product item, so cards follow), and the pages of products whose reviews changed; none when neither.
 * The cloud's renderer (on-catalogue-change.ts) and the local shop (infra/local) both ask.
 */
export function pagesAfterChange(event: DynamoDBStreamEvent): string[] {
  const products = changedProductIds(event);
  const reviewed = reviewedProductIds(event).filter((id) => !products.includes(id));
  return [...(products.length > 0 ? LISTING_PATHS : []), ...[...products, ...reviewed].map(productPath)];
}

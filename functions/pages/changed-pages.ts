import type { DynamoDBStreamEvent } from 'aws-lambda';
import { productPath } from '../../shared/content/public-pages';
import { CATEGORIES, categoryPath } from '../../shared/rules/catalogue';
import { keys } from '../domain/keys';

/** What a catalogue change redraws besides the products themselves: the pages that list products. */
export const LISTING_PATHS = ['/', ...CATEGORIES.map(categoryPath)];

/** The product ids a batch of the table's stream touched; any other item (a cart line, a picture) is no product. */
export function changedProductIds(event: DynamoDBStreamEvent): number[] {
  const ids = new Set<number>();
  for (const record of event.Records) {
    const id = keys.productIdOf(record.dynamodb?.Keys?.PK?.S ?? '', record.dynamodb?.Keys?.SK?.S ?? '');
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/**
 * The pages a batch of the table's stream makes stale: the changed products' and the listings; none when no
 * product item changed. The cloud's renderer (on-catalogue-change.ts) and the local shop (infra/local) both ask.
 */
export function pagesAfterChange(event: DynamoDBStreamEvent): string[] {
  const ids = changedProductIds(event);
  return ids.length === 0 ? [] : [...LISTING_PATHS, ...ids.map(productPath)];
}

import type { AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBStreamEvent } from 'aws-lambda';
import { inEveryLanguage, productPath } from '../../shared/content/public-pages';
import { CATEGORIES, categoryPath } from '../../shared/rules/catalogue';
import type { ProductRecord } from '../domain/catalog';
import { catalogKeys } from '../domain/catalog';
import { reviewKeys } from '../domain/reviews';
import { listingPagesChanged } from './listing-changes';

/** What a catalogue change redraws besides the products themselves: the pages that list products. */
export const LISTING_PATHS = ['/', ...CATEGORIES.map(categoryPath)];

const keysOf = (record: DynamoDBStreamEvent['Records'][number]) =>
  [record.dynamodb?.Keys?.PK?.S ?? '', record.dynamodb?.Keys?.SK?.S ?? ''] as const;

/** The product ids a batch of the table's stream touched; any other item (a cart line, a picture) is no product. */
export function changedProductIds(event: DynamoDBStreamEvent): number[] {
  const ids = new Set<number>();
  for (const record of event.Records) {
    const id = catalogKeys.productIdOf(...keysOf(record));
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/** The product as a stream record's image holds it; undefined when the record carries no such image. */
function productImage(image: Record<string, AttributeValue> | undefined): ProductRecord | undefined {
  return image ? (unmarshall(image as Record<string, SdkAttributeValue>) as ProductRecord) : undefined;
}

/**
 * The pages a batch of the table's stream makes stale: each changed product's own page (it shows the stock, so any
 * change redraws it), the pages of products whose reviews changed (a review's text shows there only), and only
 * the listings whose content changed, found by comparing the record's old and new image (listing-changes.ts; a
 * review's stars change its product item, so cards follow); a record without images redraws every listing.
 * The cloud's renderer (on-catalogue-change.ts) and the local shop (infra/local) both ask, in every language.
 */
export function pagesAfterChange(event: DynamoDBStreamEvent): string[] {
  const listings = new Set<string>();
  const products = new Set<string>();
  for (const record of event.Records) {
    const id = catalogKeys.productIdOf(...keysOf(record));
    if (id === null) continue;
    products.add(productPath(id));
    const { OldImage, NewImage } = record.dynamodb ?? {};
    const changed =
      OldImage || NewImage ? listingPagesChanged(productImage(OldImage), productImage(NewImage)) : LISTING_PATHS;
    for (const path of changed) listings.add(path);
  }
  for (const id of reviewedProductIds(event)) products.add(productPath(id));
  return [...LISTING_PATHS.filter((path) => listings.has(path)), ...products];
}

/** The stale pages of a batch in all three languages (`/beard`, `/si/beard`, `/ta/beard`; decision 0090). */
export const stalePagesInEveryLanguage = (event: DynamoDBStreamEvent): string[] =>
  inEveryLanguage(pagesAfterChange(event));

/** The products whose reviews a batch touched (a review's text or reply shows on its product's page only). */
export function reviewedProductIds(event: DynamoDBStreamEvent): number[] {
  return [
    ...new Set(event.Records.map((r) => reviewKeys.reviewedProductIdOf(keysOf(r)[0])).filter((id) => id !== null)),
  ];
}

import type { DynamoDBStreamEvent } from 'aws-lambda';
import { productPath } from '../../shared/content/public-pages';
import { drawAllPages, drawPages, LISTING_PATHS } from './draw-pages';

/** The product ids a batch of the table's stream touched (the stream is filtered to product items already). */
export function changedProductIds(event: DynamoDBStreamEvent): number[] {
  const ids = new Set<number>();
  for (const record of event.Records) {
    const pk = record.dynamodb?.Keys?.PK?.S ?? '';
    const match = /^PRODUCT#(\d+)$/.exec(pk);
    if (match && record.dynamodb?.Keys?.SK?.S === 'PRODUCT') ids.add(Number(match[1]));
  }
  return [...ids];
}

const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  typeof event === 'object' && event !== null && Array.isArray((event as { Records?: unknown }).Records);

/**
 * The page renderer (docs/decisions/0036-html-first-pages.md). On a batch of the table's stream it draws again the
 * changed products' pages, the home page and the four category pages; invoked any other way (after a release, by
 * the deployment's trigger) it draws every public page. Shoppers never wait for it: CloudFront serves what it wrote.
 */
export async function handler(event: unknown): Promise<{ drawn: number; removed: number }> {
  if (!isStreamEvent(event)) return drawAllPages();
  const ids = changedProductIds(event);
  if (ids.length === 0) return { drawn: 0, removed: 0 };
  return drawPages([...LISTING_PATHS, ...ids.map(productPath)]);
}

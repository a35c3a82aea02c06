import type { DynamoDBStreamEvent } from 'aws-lambda';
import { stalePagesInEveryLanguage } from './changed-pages';
import { drawAllPages, drawPages } from './draw-pages';

const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  typeof event === 'object' && event !== null && Array.isArray((event as { Records?: unknown }).Records);

/**
 * The page renderer (docs/decisions/0036-html-first-pages.md). On a batch of the table's stream it draws again the
 * changed products' pages, the home page and the four category pages, in all three languages; invoked any other way (after a release, by
 * the deployment's trigger) it draws every public page. Shoppers never wait for it: CloudFront serves what it wrote.
 */
export async function handler(event: unknown): Promise<{ drawn: number; removed: number }> {
  if (!isStreamEvent(event)) return drawAllPages();
  const paths = stalePagesInEveryLanguage(event);
  if (paths.length === 0) return { drawn: 0, removed: 0 };
  return drawPages(paths);
}

import type { AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBStreamEvent } from 'aws-lambda';
import { productPath } from '../../shared/content/public-pages';
import { CATEGORIES, categoryPath } from '../../shared/rules/catalogue';
import { LANGUAGES, type Language } from '../../shared/rules/languages';
import { pathInLanguage } from '../../shared/rules/language-paths';
import type { ProductRecord } from '../domain/catalog';
import { catalogKeys, productIn } from '../domain/catalog';
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
 * What a product's own page in `language` shows of it: its texts in that language (issue 34), without the other
 * languages' and the time of the save, so a new Sinhala description redraws the Sinhala page only. Its stock, price, images... are
 * every language's.
 */
function onProductPage(p: ProductRecord | undefined, language: Language) {
  if (!p) return null;
  const { translations: all, updatedAt: _savedAt, ...shown } = productIn(p, language);
  // Its options' words in that language show there too (decision 0107).
  return language === 'en' ? shown : { ...shown, optionWords: all?.[language]?.options };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The pages a batch of the table's stream makes stale, per language, by their path without the language's prefix
 * (`/product/12` stands for `/si/product/12` under `si`): each changed product's own page where what it shows in that
 * language changed, the pages of products whose reviews changed (a review's text shows there, in every language), and
 * only the listings whose content changed in that language, found by comparing the record's old and new image
 * (listing-changes.ts; a review's stars change its product item, so cards follow); a record without images redraws
 * every listing and the product's page in every language. The page drawer puts each language's prefix on its paths.
 */
export function pagesByLanguageAfterChange(event: DynamoDBStreamEvent): Record<Language, string[]> {
  const stale = Object.fromEntries(
    LANGUAGES.map((l) => [l, { listings: new Set<string>(), products: new Set<string>() }]),
  );
  for (const record of event.Records) {
    const id = catalogKeys.productIdOf(...keysOf(record));
    if (id === null) continue;
    const { OldImage, NewImage } = record.dynamodb ?? {};
    const imaged = OldImage !== undefined || NewImage !== undefined;
    const [before, after] = [productImage(OldImage), productImage(NewImage)];
    for (const language of LANGUAGES) {
      const pages = stale[language];
      if (!imaged || !same(onProductPage(before, language), onProductPage(after, language)))
        pages.products.add(productPath(id));
      const changed = imaged ? listingPagesChanged(before, after, language) : LISTING_PATHS;
      for (const path of changed) pages.listings.add(path);
    }
  }
  const reviewed = reviewedProductIds(event).map(productPath);
  return Object.fromEntries(
    LANGUAGES.map((l) => {
      const { listings, products } = stale[l];
      return [l, [...LISTING_PATHS.filter((path) => listings.has(path)), ...new Set([...products, ...reviewed])]];
    }),
  ) as Record<Language, string[]>;
}

/** The English pages a batch makes stale (the paths as they are, without a prefix). */
export const pagesAfterChange = (event: DynamoDBStreamEvent): string[] => pagesByLanguageAfterChange(event).en;

/**
 * The stale pages of a batch with each language's prefix (`/beard`, `/si/beard`, `/ta/product/12`; decision 0090):
 * what the cloud's renderer and the local shop draw again.
 */
export function stalePagesInEveryLanguage(event: DynamoDBStreamEvent): string[] {
  const byLanguage = pagesByLanguageAfterChange(event);
  return LANGUAGES.flatMap((language) => byLanguage[language].map((path) => pathInLanguage(path, language)));
}

/** The products whose reviews a batch touched (a review's text or reply shows on its product's page only). */
export function reviewedProductIds(event: DynamoDBStreamEvent): number[] {
  return [
    ...new Set(event.Records.map((r) => reviewKeys.reviewedProductIdOf(keysOf(r)[0])).filter((id) => id !== null)),
  ];
}

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProduct, type ProductRecord, type UploadedFile } from '../../../functions/domain/catalog';
import { db, tableName } from '../../../functions/lib/clients';
import { sniffFileType } from '../../../functions/lib/file-types';
import { SEED_IMAGES_DIR, seedCatalogue, type SeedProduct } from './catalogue';
import { seedTranslationsOf } from './catalogue-translations';
import { seedShopLife } from './seed-shop-life';
import { seedDemoCodes } from './discount-codes';

/** The item that says the demo data is in the table already: a seed runs once per table. */
const MARKER = { PK: 'SEED', SK: 'demo-catalogue' };

function imageFile(repoRoot: string, name: string): UploadedFile {
  const bytes = readFileSync(join(repoRoot, SEED_IMAGES_DIR, name));
  const type = sniffFileType(bytes);
  if (type?.extension !== 'jpg' && type?.extension !== 'png')
    throw new Error(`Seed image ${name} is not a JPEG or PNG`);
  return { bytes, contentType: type.contentType, extension: type.extension };
}

async function seedProduct(repoRoot: string, p: SeedProduct): Promise<ProductRecord> {
  return createProduct(
    {
      name: p.name,
      description: p.description,
      category: p.category,
      brandName: p.brandName,
      sku: p.sku,
      stock: p.stock,
      price: p.price,
      discount: p.discount,
      isNew: p.isNew,
      featured: p.featured,
      options: p.options,
      variants: p.variants,
      translations: seedTranslationsOf(p),
    },
    p.images.map((name) => imageFile(repoRoot, name)),
  );
}

/**
 * Seeds the demo catalogue once: the marker item records that it was done, so a restart (or an admin who deleted
 * every demo product) never gets the products back. Products are created through the same domain code as the
 * back-office uses, so their images land in storage under server-made keys.
 */
export async function seedDemoData(repoRoot: string): Promise<string> {
  await seedDemoCodes();
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: MARKER }));
  if (done.Item) return 'already seeded';
  const products: ProductRecord[] = [];
  for (const product of seedCatalogue) products.push(await seedProduct(repoRoot, product));
  const life = await seedShopLife(products);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...MARKER, seededAt: new Date().toISOString(), products: seedCatalogue.length },
    }),
  );
  return `seeded ${seedCatalogue.length} products, ${life}`;
}

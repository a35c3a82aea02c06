/**
 * The single table, described once. The CDK stack and the local runtime both build the table from this, so the
 * key schema, the indexes and the TTL attribute cannot drift apart.
 */
import { TABLE_INDEXES as INDEXES, TABLE_KEYS } from '../functions/lib/table';

export { TABLE_KEYS };

/** The indexes the functions query (functions/lib/table.ts), as a list. */
export const TABLE_INDEXES = Object.entries(INDEXES).map(([indexName, keys]) => ({ indexName, ...keys }));

export const TTL_ATTRIBUTE = 'ttl';

/** Input for DynamoDB's CreateTable, used by the local runtime (the CDK stack maps the same fields). */
export function createTableInput(tableName: string) {
  const keyAttributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map((i) => ({
      IndexName: i.indexName,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' as const },
  };
}

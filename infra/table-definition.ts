/**
 * The single table, described once. The CDK stack and the local runtime both build the table from this, so the
 * key schema, the indexes and the TTL attribute cannot drift apart.
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

export const TABLE_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
] as const;

export const TTL_ATTRIBUTE = 'ttl';

/** Input for DynamoDB's CreateTable, used by the local runtime (the CDK stack maps the same fields). */
export function createTableInput(tableName: string) {
  const keyAttributes = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];
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

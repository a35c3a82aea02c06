import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * The single table's key attributes and indexes, described once: the functions query by these names and
 * infra/table-definition.ts creates the table from them (CDK stack and local runtime alike).
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

export const TABLE_INDEXES = {
  GSI1: { partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  GSI2: { partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
} as const;

export type IndexName = keyof typeof TABLE_INDEXES;

/** Attributes that address an item (its keys and its kind) rather than describe it. */
const ADDRESS_FIELDS = new Set<string>([
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...Object.values(TABLE_INDEXES).flatMap((i) => [i.partitionKey, i.sortKey]),
  'type',
]);

/** A stored item as the record it holds: every key attribute and the `type` tag left out. */
export function recordOf<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !ADDRESS_FIELDS.has(name))) as T;
}

export type SortKeyCondition = { beginsWith: string } | { between: [string, string] };

/** The part of a Query that reads one partition of an index, optionally narrowed on the index's sort key. */
export function indexQuery(index: IndexName, partition: string, sort?: SortKeyCondition) {
  const { partitionKey, sortKey } = TABLE_INDEXES[index];
  const values: Record<string, string> = { ':pk': partition };
  let condition = `${partitionKey} = :pk`;
  if (sort && 'beginsWith' in sort) {
    condition += ` AND begins_with(${sortKey}, :prefix)`;
    values[':prefix'] = sort.beginsWith;
  } else if (sort) {
    condition += ` AND ${sortKey} BETWEEN :from AND :to`;
    [values[':from'], values[':to']] = sort.between;
  }
  return {
    IndexName: index,
    KeyConditionExpression: condition,
    ExpressionAttributeValues: values,
  } satisfies Partial<QueryCommandInput>;
}

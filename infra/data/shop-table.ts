import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  type Attribute,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TTL_ATTRIBUTE, createTableInput } from '../table-definition';

const ATTRIBUTE_TYPES = { S: AttributeType.STRING, N: AttributeType.NUMBER, B: AttributeType.BINARY } as const;

/**
 * The single table, mapped field by field from the CreateTable input the local runtime uses, so both build the
 * same keys, indexes and stream. Point-in-time recovery on; kept when the stack is deleted.
 */
export function createShopTable(scope: Construct, id: string): Table {
  const definition = createTableInput('unused');
  const attribute = (name: string): Attribute => {
    const found = definition.AttributeDefinitions.find((a) => a.AttributeName === name);
    if (!found) throw new Error(`Key attribute ${name} has no definition`);
    return { name, type: ATTRIBUTE_TYPES[found.AttributeType] };
  };
  const [hash, range] = definition.KeySchema;

  const table = new Table(scope, id, {
    partitionKey: attribute(hash.AttributeName),
    sortKey: attribute(range.AttributeName),
    billingMode: BillingMode[definition.BillingMode],
    timeToLiveAttribute: TTL_ATTRIBUTE,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    stream: StreamViewType[definition.StreamSpecification.StreamViewType],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const gsi of definition.GlobalSecondaryIndexes) {
    const [gsiHash, gsiRange] = gsi.KeySchema;
    table.addGlobalSecondaryIndex({
      indexName: gsi.IndexName,
      partitionKey: attribute(gsiHash.AttributeName),
      sortKey: attribute(gsiRange.AttributeName),
      projectionType: ProjectionType[gsi.Projection.ProjectionType],
    });
  }
  return table;
}

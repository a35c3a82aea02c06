import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

/**
 * AWS clients, made once per execution environment. Locally the endpoints point at the emulators. The clients a
 * message channel sends with live in its folder (functions/domain/messages/channels/).
 */
let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;

/** The emulators accept any key except s3rver, which wants its own fixed one. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The emulators' key when the shop runs locally; in the cloud the SDK reads the role's from the environment. */
export const localCredentials = () => (config().DYNAMODB_ENDPOINT ? { credentials: EMULATOR_CREDENTIALS } : {});

/**
 * The SDK's logger middleware copies every call's input and output, sensitive fields masked, for the client's logger
 * even when that logger is the default one that drops everything. The shop logs no SDK calls, so the table's client
 * (every request's calls) goes without it: about 2.6 % of a busy local shop's CPU (decision 0118).
 */
export const SDK_CALL_LOGGER = 'loggerMiddleware';

export function db(): DynamoDBDocumentClient {
  const c = config();
  if (!ddb) {
    const client = new DynamoDBClient({ region: c.AWS_REGION, endpoint: c.DYNAMODB_ENDPOINT, ...localCredentials() });
    client.middlewareStack.remove(SDK_CALL_LOGGER);
    ddb = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return ddb;
}

/** The uploads bucket's client; locally s3rver, which serves buckets by path, not by host name. */
export function storage(): S3Client {
  const c = config();
  s3 ??= new S3Client({
    region: c.AWS_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: Boolean(c.S3_ENDPOINT),
    ...(c.S3_ENDPOINT ? { credentials: EMULATOR_CREDENTIALS } : {}),
  });
  return s3;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

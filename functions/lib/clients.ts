import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { credentialsFromEnv } from './aws-signing/credentials';
import type { S3Bucket } from './s3/s3-request';
import type { SqsQueue } from './sqs/send-message';

/** AWS clients, made once per execution environment. Locally the endpoints point at the emulators. */
let ddb: DynamoDBDocumentClient | undefined;
let ses: SESClient | undefined;

/** The emulators accept any key except s3rver, which wants its own fixed one. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const localCredentials = () => (config().DYNAMODB_ENDPOINT ? { credentials: EMULATOR_CREDENTIALS } : {});

export function db(): DynamoDBDocumentClient {
  const c = config();
  ddb ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: c.AWS_REGION, endpoint: c.DYNAMODB_ENDPOINT, ...localCredentials() }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return ddb;
}

/** The uploads bucket, reached over signed fetch rather than the S3 client (decision 0042). */
export function uploadsBucket(): S3Bucket {
  const c = config();
  return {
    name: c.UPLOADS_BUCKET,
    region: c.AWS_REGION,
    endpoint: c.S3_ENDPOINT,
    credentials: c.S3_ENDPOINT ? () => EMULATOR_CREDENTIALS : credentialsFromEnv,
  };
}

export function mailer(): SESClient {
  const c = config();
  ses ??= new SESClient({ region: c.AWS_REGION, endpoint: c.SES_ENDPOINT, ...localCredentials() });
  return ses;
}

/** The mail queue, reached over signed fetch (decision 0045); in the cloud only: the local shop queues in-process (functions/lib/mail-queue.ts). */
export function mailQueue(): SqsQueue | undefined {
  const c = config();
  return c.MAIL_QUEUE_URL
    ? { url: c.MAIL_QUEUE_URL, region: c.AWS_REGION, credentials: credentialsFromEnv }
    : undefined;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

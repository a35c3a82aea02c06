import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileLauncher, dynamoDbLocalArgs, LAUNCHER_CLASS, LAUNCHER_DIR } from '../../infra/local/dynamodb-launcher';

const JAVA_17_CLASS_FILE = 61;

/**
 * The disassembled code of a class, without constant-pool numbers: another javac (a 21 with --release 17) may
 * number its constants differently for the same code; each reference is still named in the comment beside it.
 */
function disassembled(dir: string): string {
  const text = execFileSync('javap', ['-c', '-p', '-cp', dir, LAUNCHER_CLASS], { encoding: 'utf8' });
  return text.replace(/#\d+/g, '#');
}

describe('the DynamoDB Local launcher that binds it to loopback (issue 29, defect 1)', () => {
  const fresh = mkdtempSync(join(tmpdir(), 'dynamodb-launcher-'));
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('committed class is its source compiled (run `npm run dynamodb:launcher` after changing the source)', () => {
    compileLauncher(fresh);
    expect(disassembled(LAUNCHER_DIR)).toBe(disassembled(fresh));
  });

  it('committed class runs on the Java 17 runtime the README asks for', () => {
    const classFile = readFileSync(join(LAUNCHER_DIR, `${LAUNCHER_CLASS}.class`));
    expect(classFile.readUInt32BE(0)).toBe(0xcafebabe);
    expect(classFile.readUInt16BE(6)).toBe(JAVA_17_CLASS_FILE);
  });
});

describe('where DynamoDB Local keeps the table (decision 0084)', () => {
  const argumentsAfterLauncher = (args: string[]) => args.slice(args.indexOf(LAUNCHER_CLASS) + 1);

  it('on disk under the given folder, for `npm start`', () => {
    expect(argumentsAfterLauncher(dynamoDbLocalArgs(8000, '/data/dynamodb'))).toEqual([
      ...['-port', '8000', '-dbPath', '/data/dynamodb', '-sharedDb', '-disableTelemetry'],
    ]);
  });

  it('in memory without a folder, for the test shop', () => {
    expect(argumentsAfterLauncher(dynamoDbLocalArgs(8000))).toEqual([
      ...['-port', '8000', '-inMemory', '-sharedDb', '-disableTelemetry'],
    ]);
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretString } from '../../functions/lib/secret-string';

/**
 * The Parameters and Secrets extension only runs inside Lambda; a stand-in on localhost answers as it does
 * (GET /secretsmanager/get?secretId=..., the function's session token in a header, GetSecretValue's JSON).
 */
const SESSION_TOKEN = 'session-token-of-the-function';
const secrets: Record<string, string> = { 'arn:aws:secretsmanager:ap-south-1:1:secret:signing': 'the-signing-secret' };
const seen: IncomingMessage[] = [];
let server: Server;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const secretId = url.searchParams.get('secretId') ?? '';
    if (req.headers['x-aws-parameters-secrets-token'] !== SESSION_TOKEN)
      return void res.writeHead(401).end('unauthorized');
    if (url.pathname !== '/secretsmanager/get') return void res.writeHead(404).end();
    if (secretId === 'empty')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ARN: secretId, Name: 'empty' }));
    if (!(secretId in secrets)) return void res.writeHead(400).end('ResourceNotFoundException');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ARN: secretId, Name: 'signing', SecretString: secrets[secretId] }));
  });
  await new Promise<void>((r) => server.listen(0, 'localhost', () => r()));
  env = {
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String((server.address() as AddressInfo).port),
    AWS_SESSION_TOKEN: SESSION_TOKEN,
  };
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('a secret read through the secrets extension', () => {
  it('asks for the secret by its ARN with the session token, and answers its string', async () => {
    const arn = 'arn:aws:secretsmanager:ap-south-1:1:secret:signing';
    expect(await secretString(arn, env)).toBe('the-signing-secret');
    expect(new URL(seen.at(-1)!.url!, 'http://localhost').searchParams.get('secretId')).toBe(arn);
  });

  it('fails when the extension refuses the caller, does not know the secret, or the secret has no string', async () => {
    await expect(
      secretString('arn:aws:secretsmanager:ap-south-1:1:secret:signing', { ...env, AWS_SESSION_TOKEN: 'another' }),
    ).rejects.toThrow('answered 401');
    await expect(secretString('missing', env)).rejects.toThrow('answered 400');
    await expect(secretString('empty', env)).rejects.toThrow('has no string value');
  });
});

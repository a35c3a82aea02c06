/**
 * The string value of a Secrets Manager secret, read in the cloud through the AWS Parameters and Secrets Lambda
 * Extension: a layer on every function that reads a secret (infra/api/secrets-extension.ts) answers on localhost
 * and calls Secrets Manager with the function's role, so no SDK client is bundled (decision 0042). The extension
 * keeps no cache of its own; each caller decides how long to keep the value (the signing key: five minutes).
 */
export const SECRETS_EXTENSION_DEFAULT_PORT = 2773;

/** Long enough for the extension's own call to Secrets Manager, well inside a route's 10 s timeout. */
const READ_TIMEOUT_MS = 3000;

export async function secretString(secretId: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? SECRETS_EXTENSION_DEFAULT_PORT;
  const res = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`, {
    // The extension serves only callers that show the function's own session token.
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (!res.ok)
    throw new Error(`The secret ${secretId} could not be read: the secrets extension answered ${res.status}`);
  const { SecretString } = (await res.json()) as { SecretString?: unknown };
  if (typeof SecretString !== 'string' || SecretString === '')
    throw new Error(`The secret ${secretId} has no string value`);
  return SecretString;
}

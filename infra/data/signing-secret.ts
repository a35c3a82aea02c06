import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The secret the token-signing key is derived from (functions/domain/auth/signing-key.ts): a generated string, so
 * deploying needs no key-generation step. Replacing its value signs everyone out.
 */
export function createSigningSecret(scope: Construct, id: string, stage: string): Secret {
  return new Secret(scope, id, {
    description: `Shop (${stage}): seed of the access-token signing key`,
    generateSecretString: { passwordLength: 64, excludePunctuation: true },
  });
}

import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * KOKO's merchant: JSON `{"merchantId", "apiKey", "merchantPrivateKey", "publicKey"}` (read by
 * functions/domain/payments/methods/koko/koko-config.ts; the keys as PEM, `\n` may be written as two characters).
 * The stack makes it with placeholders; the operator puts the merchant's values and KOKO's public key in once
 * (docs/deploy.md). Only the routes that sign KOKO's form or verify its callback may read it.
 */
export function createKokoSecret(scope: Construct, id: string, stage: string): Secret {
  return new Secret(scope, id, {
    description: `Shop (${stage}): KOKO merchant id, API key, merchant private key and KOKO's public key`,
    generateSecretString: {
      secretStringTemplate: JSON.stringify({ merchantId: 'SET-ME', merchantPrivateKey: 'SET-ME', publicKey: 'SET-ME' }),
      generateStringKey: 'apiKey',
      excludePunctuation: true,
    },
  });
}

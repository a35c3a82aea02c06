import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * PayHere's merchant id and secret, as JSON `{"merchantId": "...", "merchantSecret": "..."}` (read by
 * functions/domain/payments/payhere-config.ts). The stack makes it with a placeholder merchant id; the operator
 * puts the real pair in once (docs/deploy.md). Only the routes that sign or verify payments may read it.
 */
export function createPayhereSecret(scope: Construct, id: string, stage: string): Secret {
  return new Secret(scope, id, {
    description: `Shop (${stage}): PayHere merchant id and merchant secret`,
    generateSecretString: {
      secretStringTemplate: JSON.stringify({ merchantId: 'SET-ME' }),
      generateStringKey: 'merchantSecret',
      excludePunctuation: true,
    },
  });
}

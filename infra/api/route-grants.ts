import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Grant } from '../../shared/routes';

export interface GrantTargets {
  table: ITable;
  uploads: IBucket;
  signingSecret: ISecret;
  payhereSecret: ISecret;
  kokoSecret: ISecret;
  mailQueue: IQueue;
}

/** Gives a route's function exactly what the route table's `grants` column lists, and nothing else. */
export function applyGrants(grantee: IGrantable, grants: readonly Grant[], targets: GrantTargets): void {
  for (const grant of grants) {
    switch (grant) {
      case 'table:read':
        targets.table.grantReadData(grantee); // the table and its indexes
        break;
      case 'table:write':
        targets.table.grantWriteData(grantee);
        break;
      case 'uploads:read':
        // Reading one object is all a signed link to it needs: no listing, no bucket settings (CDK's grantRead adds both).
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['s3:GetObject'], resources: [targets.uploads.arnForObjects('*')] }),
        );
        break;
      case 'uploads:write':
        targets.uploads.grantPut(grantee);
        targets.uploads.grantDelete(grantee); // replacing an avatar or a product image deletes the old file
        break;
      case 'mail:send':
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [Stack.of(targets.table).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
          }),
        );
        break;
      case 'mail:queue':
        targets.mailQueue.grantSendMessages(grantee);
        break;
      case 'signing-key':
        targets.signingSecret.grantRead(grantee);
        break;
      case 'payhere-secret':
        targets.payhereSecret.grantRead(grantee);
        break;
      case 'koko-secret':
        targets.kokoSecret.grantRead(grantee);
        break;
      default:
        throw new Error(`Unknown grant in the route table: ${grant satisfies never}`);
    }
  }
}

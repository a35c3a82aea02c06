import { Names, Stack, Token, Validations } from 'aws-cdk-lib';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/**
 * The cdk-nag AwsSolutions findings the shop accepts, each with its reason (tests/infra/cdk-nag.test.ts runs the
 * pack on the synthesised app). What was cheap to fix was fixed instead: own log-group-only roles for the functions,
 * API access logs, TLS-only encrypted queues and topics, a dead-letter queue for mail.
 */
const nag = (rule: string) => `AwsSolutions::AwsSolutions-${rule}`;

export interface NagScopes {
  stack: Stack;
  table: CfnTable;
  uploadsBucket: IBucket;
  spaBucket: IBucket;
  signingSecret: Construct;
  payhereSecret: Construct;
  kokoSecret: Construct;
  distribution: Construct;
  customDomain: boolean;
}

export function acknowledgeNagFindings(s: NagScopes): void {
  const { stack } = s;
  const ref = (construct: Construct) => stack.getLogicalId(construct.node.defaultChild as never);
  // In the routes' nested stacks (decision 0060) the same resource is a parameter, which CDK names after it.
  const nestedRef = (resource: Construct, attribute: string) =>
    `referenceto${Names.nodeUniqueId(resource.node)}${attribute}`;
  const tableIndexes = {
    reason: 'Table readers query its global secondary indexes; all of them belong to the shop table.',
  };
  const uploadObjects = {
    reason:
      'Upload routes read, write and replace objects anywhere in the uploads bucket (keys are made by the server).',
  };
  // How cdk-nag spells the account and region in a finding: literally, or as pseudo parameters when env-agnostic.
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  Validations.of(stack).acknowledge(
    {
      id: nag('APIG4'),
      reason:
        'Every route checks the caller in its function: the bearer token and its server-side session, by the route table access column. Public routes are public by the API contract.',
    },
    { id: nag(`IAM5[Resource::<${stack.getLogicalId(s.table)}.Arn>/index/*]`), ...tableIndexes },
    { id: nag(`IAM5[Resource::<${nestedRef(s.table, 'Arn')}>/index/*]`), ...tableIndexes },
    { id: nag(`IAM5[Resource::<${ref(s.uploadsBucket)}.Arn>/*]`), ...uploadObjects },
    {
      id: nag(`IAM5[Resource::<${nestedRef(s.uploadsBucket.node.defaultChild as Construct, 'Arn')}>/*]`),
      ...uploadObjects,
    },
    {
      id: nag('IAM5[Action::s3:Abort*]'),
      reason: 'Part of the CDK bucket grants for writing objects (aborting a failed multipart upload).',
    },
    {
      id: nag('IAM5[Action::s3:DeleteObject*]'),
      reason: 'Replacing an avatar or product image deletes the old object (and its versions).',
    },
    {
      id: nag(`IAM5[Resource::arn:<AWS::Partition>:ses:${region}:${account}:identity/*]`),
      reason:
        'SES authorises SendEmail against the sender and, in the SES sandbox, recipient identities, which are not known when the stack is made.',
    },
    {
      id: nag('S1'),
      reason:
        'Both buckets are private and reached only through CloudFront (origin access control) and the functions IAM grants; their access is in CloudTrail.',
    },
  );
  Validations.of(s.signingSecret).acknowledge({
    id: nag('SMG4'),
    reason:
      'Rotation signs every customer out, so it is done by an operator (docs/deploy.md); functions re-read the secret within 5 minutes, without redeploying.',
  });
  Validations.of(s.payhereSecret).acknowledge({
    id: nag('SMG4'),
    reason:
      'The PayHere merchant secret is issued by PayHere and changed in its merchant portal, so it cannot be rotated by a Lambda; the operator puts the new pair in (docs/deploy.md).',
  });
  Validations.of(s.kokoSecret).acknowledge({
    id: nag('SMG4'),
    reason:
      "KOKO's merchant values and public key are issued by KOKO, so they cannot be rotated by a Lambda; the operator puts new ones in (docs/deploy.md).",
  });
  Validations.of(s.distribution).acknowledge(
    {
      id: nag('CFR1'),
      reason:
        'Customers order from Sri Lanka and abroad (gifts, expatriates); the WAF web ACL filters abuse instead of geography.',
    },
    {
      id: nag('CFR3'),
      reason:
        'Requests to the API are logged by the HTTP API access log and sampled by the WAF; static files need no access log.',
    },
  );
  if (!s.customDomain) {
    Validations.of(s.distribution).acknowledge({
      id: nag('CFR4'),
      reason:
        'On the default *.cloudfront.net name CloudFront fixes the viewer TLS policy; with a custom domain the stack sets TLSv1.2_2021.',
    });
  }
  for (const deployment of stack.node.findAll().filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
    Validations.of(deployment).acknowledge(
      {
        id: nag('IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]'),
        reason: 'CDK BucketDeployment handler (deploy time only).',
      },
      { id: nag('L1'), reason: 'The CDK BucketDeployment handler runtime is chosen by aws-cdk-lib.' },
      {
        id: nag('IAM5[Action::s3:GetObject*]'),
        reason: 'CDK BucketDeployment reads the SPA assets from the CDK asset bucket.',
      },
      {
        id: nag('IAM5[Action::s3:GetBucket*]'),
        reason: 'CDK BucketDeployment reads the SPA assets from the CDK asset bucket.',
      },
      { id: nag('IAM5[Action::s3:List*]'), reason: 'CDK BucketDeployment lists the SPA bucket to prune old files.' },
      {
        id: nag('IAM5[Resource::*]'),
        reason: 'CDK BucketDeployment invalidates the distribution (CloudFront invalidations take no resource ARN).',
      },
      {
        id: nag(`IAM5[Resource::<${ref(s.spaBucket)}.Arn>/*]`),
        reason: 'CDK BucketDeployment writes the SPA files into the SPA bucket.',
      },
      {
        id: nag(`IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`),
        reason: 'CDK BucketDeployment reads the SPA assets from the CDK asset bucket.',
      },
    );
  }
}

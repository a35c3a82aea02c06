import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * A bucket nobody reaches directly: all public access blocked, TLS only, encrypted, ACLs off. CloudFront reads
 * it through origin access control; functions through their IAM grants. `keepOnDelete` for data that cannot be
 * rebuilt (uploads); a bucket whose content is rebuilt by every deploy (the SPA) is emptied and removed instead.
 */
export function createPrivateBucket(scope: Construct, id: string, options: { keepOnDelete: boolean }): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: options.keepOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !options.keepOnDelete,
  });
}

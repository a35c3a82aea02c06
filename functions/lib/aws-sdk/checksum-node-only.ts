/**
 * Stands in for `@smithy/core/checksum` in the Lambda bundles (decision 0045). The SDK clients import only `Sha256`
 * from it, to sign requests; the module's Node class falls back to a JavaScript SHA-256 for runtimes without
 * node:crypto, which Lambda never is (3 KB per bundle). Ours is node:crypto alone, the class the S3 and SQS requests
 * are signed with. A client that imports any other name fails the bundling, not a request.
 */
export { Sha256 } from '../aws-signing/sha256';

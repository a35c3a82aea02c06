/**
 * Stands in for `@smithy/core/event-streams` in the Lambda bundles (decision 0045). The SDK's protocol code loads that
 * module only to send or read an event stream (Kinesis, Transcribe, Bedrock streaming ...). DynamoDB, SQS and SES have
 * no such operation, yet esbuild inlines the dynamic import, about 19 KB in every bundle. If an event stream were ever
 * asked for, this says so instead of failing somewhere deep in the SDK.
 */
const LEFT_OUT =
  'The AWS SDK event-stream module is left out of the Lambda bundles (docs/decisions/0045); no route may call an event-stream operation.';

export class EventStreamSerde {
  constructor() {
    throw new Error(LEFT_OUT);
  }
}

export function eventStreamSerdeProvider(): never {
  throw new Error(LEFT_OUT);
}

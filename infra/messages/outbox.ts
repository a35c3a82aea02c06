import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { OUTBOX_MAX_RECEIVE_COUNT } from '../../functions/domain/messages';
import { FUNCTION_TIMEOUT, ShopFunction } from '../api/shop-function';
import { grantSmsSend, smsEnvironment, type SmsSettings } from './sms-sender';
import { grantWhatsAppSend, whatsAppEnvironment, type WhatsAppSettings } from './whatsapp-sender';

export interface OutboxProps {
  stage: string;
  /** The environment every function reads at cold start. */
  environment: Record<string, string>;
  /** Who the order SMS come from (decision 0063): only the consumer sends them, so only it is told. */
  sms: SmsSettings;
  /** Who the WhatsApp messages come from and their templates (decision 0082): only the consumer sends them. */
  whatsApp: WhatsAppSettings;
}

/**
 * The outbox (decision 0069): every mail and SMS the shop queues, a queue with its consumer function and a
 * dead-letter queue. The consumer sends each message through its channel (the stack grants it `mail:send`; it may
 * send texts from the stage's SMS identity, sms-sender.ts). A message that fails OUTBOX_MAX_RECEIVE_COUNT times moves
 * to the dead-letter queue, which raises an alarm; docs/deploy.md tells how to redrive it once the cause is fixed.
 *
 * The construct ids (`Queue`, `DeadLetters`, `Consumer`, under the stack's `Mail`) and the function's name are the
 * ones the mail queue had: a new id would replace the queues, and with them the messages waiting in them.
 */
export class Outbox extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly consumer: NodejsFunction;
  /** Known at synth time, so alarms can name it without a reference. */
  readonly consumerName: string;

  constructor(scope: Construct, id: string, props: OutboxProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's advice for a Lambda event source: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(6 * FUNCTION_TIMEOUT.toSeconds()),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: OUTBOX_MAX_RECEIVE_COUNT },
    });
    this.consumerName = `shop-${props.stage}-mail-delivery`;
    this.consumer = new ShopFunction(this, 'Consumer', {
      functionName: this.consumerName,
      handler: 'functions/handlers/messages/deliver-message.ts',
      readsCallerSession: false,
      environment: { ...props.environment, ...smsEnvironment(props.sms), ...whatsAppEnvironment(props.whatsApp) },
    }).function;
    grantSmsSend(this.consumer, props.sms);
    grantWhatsAppSend(this.consumer, props.whatsApp);
    this.consumer.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(1),
        reportBatchItemFailures: true,
      }),
    );
  }
}

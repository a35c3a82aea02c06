import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Where alarms go: an SNS topic, with the operator's e-mail subscribed when one is given (`-c alarmEmail=...`). */
export function createAlarmTopic(scope: Construct, id: string, options: { stage: string; alarmEmail?: string }): Topic {
  const topic = new Topic(scope, id, { displayName: `Kesara shop (${options.stage}) alarms`, enforceSSL: true });
  if (options.alarmEmail) topic.addSubscription(new EmailSubscription(options.alarmEmail));
  return topic;
}

import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Construct } from 'constructs';
import { createAlarmTopic } from './ops/alarm-topic';
import { createWebAcl } from './web/web-acl';

export interface EdgeStackProps extends StackProps {
  stage: string;
  alarmEmail?: string;
}

/** Blocked requests in 5 minutes that page the operator: an attack, or a rule blocking real customers. */
export const WAF_BLOCKS_ALARM_THRESHOLD = 500;

/**
 * What CloudFront needs from us-east-1: the web ACL (CLOUDFRONT scope exists only there), and the alarm on its
 * blocks, since an alarm must live in the region of its metric (docs/decisions/0029-operations.md).
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;
  readonly webAclName: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAclName = `shop-${props.stage}`;
    const webAcl = createWebAcl(this, 'WebAcl', this.webAclName);
    this.webAclArn = webAcl.attrArn;

    const topic = createAlarmTopic(this, 'AlarmTopic', { stage: props.stage, alarmEmail: props.alarmEmail });
    const blocks = new Alarm(this, 'WafBlocks', {
      alarmName: `shop-${props.stage}-waf-blocks`,
      alarmDescription: `The web ACL blocked ${WAF_BLOCKS_ALARM_THRESHOLD}+ requests in 5 minutes (rate limits or managed rules)`,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: this.webAclName, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: WAF_BLOCKS_ALARM_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    blocks.addAlarmAction(new SnsAction(topic));
    blocks.addOkAction(new SnsAction(topic));
    new CfnOutput(this, 'WebAclArn', {
      value: webAcl.attrArn,
      description: 'Pass as -c webAclArn=... when the shop stack cannot reference it (offline synth)',
    });
  }
}

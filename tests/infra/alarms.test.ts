import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Alarm, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_THROTTLES } from '../../infra/api/http-api';
import { WAF_BLOCKS_ALARM_THRESHOLD } from '../../infra/edge-stack';
import { DASHBOARD_METRIC_BUDGET } from '../../infra/ops/shop-dashboard';
import { ALARM_THRESHOLDS } from '../../infra/ops/shop-monitoring';
import { EXPIRY_SWEEP_MINUTES } from '../../infra/payments/payment-expiry';
import { CHANNEL_NAMES } from '../../functions/domain/messages';
import {
  alarmMetrics,
  countAlarmMetrics,
  dashboardBody,
  dashboardMetrics,
  resourcesOfType,
  type TemplateJson,
} from './billed-items';
import { deployableTemplates } from './deployable-templates';
import { TemplateGraph } from './template-graph';
import { defaultTestShopApp } from './test-shop-app';

/**
 * What the shop pays for its alarms, and that what an operator must be woken for still wakes them (decision 0050).
 * Issue 19 allows at most 30 alarm metrics in the synthesised stacks: counted from the templates, so a per-function
 * alarm (one metric for each of ~50 functions) fails here.
 */
const ALARM_METRIC_BUDGET = 30;

type Props = Record<string, any>;

let shop: TemplateGraph;
let edge: TemplateGraph;
let templates: TemplateJson[];

beforeAll(() => {
  const { shop: shopTemplate, edge: edgeTemplate } = deployableTemplates({
    stage: 'test',
    alarmEmail: 'ops@kesara.lk',
  });
  shop = new TemplateGraph(shopTemplate);
  edge = new TemplateGraph(edgeTemplate);
  templates = [shopTemplate.toJSON() as TemplateJson, edgeTemplate.toJSON() as TemplateJson];
});

const alarmsOf = (graph: TemplateGraph) => graph.ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
const topicOf = (graph: TemplateGraph) => {
  const topics = graph.ofType('AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0][0];
};
/** The metrics an alarm reads: its own, or those inside its math expression. */
const metricsOf = (alarm: Props): Props[] =>
  alarm.Metrics
    ? alarm.Metrics.filter((q: Props) => q.MetricStat).map((q: Props) => q.MetricStat.Metric)
    : [{ Namespace: alarm.Namespace, MetricName: alarm.MetricName, Dimensions: alarm.Dimensions }];
const reads = (alarm: Props, namespace: string, metricName: string) =>
  metricsOf(alarm).find((m) => m.Namespace === namespace && m.MetricName === metricName);

/** The one alarm that reads this metric, checked to wake the operator: it notifies the stack's topic. */
function wakingAlarm(graph: TemplateGraph, match: (alarm: Props) => boolean): Props {
  const found = alarmsOf(graph).filter(match);
  expect(found).toHaveLength(1);
  expect(found[0].AlarmActions).toEqual([{ Ref: topicOf(graph) }]);
  return found[0];
}

describe('the alarm budget: at most 30 alarm metrics in the synthesised stacks', () => {
  it('counts every metric an alarm reads, those inside a math expression too', () => {
    const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'Counted');
    const metric = (metricName: string) => new Metric({ namespace: 'Test', metricName });
    new Alarm(stack, 'Plain', { metric: metric('a'), threshold: 1, evaluationPeriods: 1 });
    new Alarm(stack, 'Math', {
      metric: new MathExpression({
        expression: 'x + y + z',
        usingMetrics: { x: metric('x'), y: metric('y'), z: metric('z') },
      }),
      threshold: 1,
      evaluationPeriods: 1,
    });
    expect(countAlarmMetrics([Template.fromStack(stack).toJSON() as TemplateJson])).toBe(4);
  });

  it(`the shop and edge stacks read at most ${ALARM_METRIC_BUDGET} metrics in all their alarms`, () => {
    const count = countAlarmMetrics(templates);
    expect(count, JSON.stringify(templates.flatMap(alarmMetrics))).toBeLessThanOrEqual(ALARM_METRIC_BUDGET);
  });

  it('no alarm watches one function, except the scheduled jobs that nothing else would miss', () => {
    const perFunction = alarmsOf(shop).filter((a) =>
      metricsOf(a).some((m) => (m.Dimensions ?? []).some((d: Props) => d.Name === 'FunctionName')),
    );
    expect(perFunction.map((a) => a.AlarmName).sort()).toEqual([
      'shop-test-payment-expiry-errors',
      'shop-test-payment-expiry-not-running',
      'shop-test-review-requests-errors',
      'shop-test-review-requests-not-running',
    ]);
  });

  it(`one dashboard of at most ${DASHBOARD_METRIC_BUDGET} metrics (CloudWatch's free tier holds three such)`, () => {
    const [shopDashboards, edgeDashboards] = templates.map(dashboardMetrics);
    expect(edgeDashboards).toEqual([]);
    expect(shopDashboards).toHaveLength(1);
    expect(shopDashboards[0]).toBeGreaterThan(0);
    expect(shopDashboards[0]).toBeLessThanOrEqual(DASHBOARD_METRIC_BUDGET);
  });
});

describe('the dashboard', () => {
  it("graphs the outbox's failed attempts once per channel of the registry, and for bodies no channel could read", () => {
    const [dashboard] = resourcesOfType(templates[0], 'AWS::CloudWatch::Dashboard');
    const outbox = dashboardBody(dashboard.DashboardBody).widgets.find((w) =>
      w.properties?.title?.startsWith('Outbox'),
    )!;
    // A metric line is [namespace, name, dimension, value, ..., options].
    const lines = (outbox.properties!.metrics as unknown[][]).filter((line) => line[1] === 'MessagesFailed');
    const dimensionsOf = (line: unknown[]) => {
      const names = line.slice(2).filter((part) => typeof part === 'string');
      return Object.fromEntries(names.flatMap((name, i) => (i % 2 ? [] : [[name, names[i + 1]]])));
    };
    expect(lines.map((line) => [line[0], dimensionsOf(line)])).toEqual(
      [...CHANNEL_NAMES, 'unknown'].map((channel) => ['KesaraShop', { service: 'kesara-shop', channel }]),
    );
    expect(JSON.stringify(dashboard.DashboardBody)).not.toContain('MailsFailed');
  });
});

describe('what wakes the operator: each condition has an alarm on the alarm topic', () => {
  it('the API answers 5xx: 5 % or more of its requests in 5 minutes', () => {
    const apiId = shop.ofType('AWS::ApiGatewayV2::Api')[0][0];
    const alarm = wakingAlarm(shop, (a) => Boolean(reads(a, 'AWS/ApiGateway', '5xx')));
    for (const name of ['5xx', 'Count'])
      expect(reads(alarm, 'AWS/ApiGateway', name)!.Dimensions).toEqual([{ Name: 'ApiId', Value: { Ref: apiId } }]);
    expect(alarm.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
  });

  it("the API throttles: a 429 of API Gateway's own, counted from the stage's access log", () => {
    const apiId = shop.ofType('AWS::ApiGatewayV2::Api')[0][0];
    const alarm = wakingAlarm(shop, (a) => a.MetricName === GATEWAY_THROTTLES.metricName);
    expect(alarm.Dimensions).toEqual([{ Name: 'ApiId', Value: { Ref: apiId } }]);
    expect(alarm.Threshold).toBe(ALARM_THRESHOLDS.apiThrottles);

    const stage = shop.ofType('AWS::ApiGatewayV2::Stage')[0][1].Properties;
    const [filter] = shop.ofType('AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    expect(filter.LogGroupName).toEqual({ Ref: TemplateGraph.refsIn(stage.AccessLogSettings.DestinationArn)[0] });
    expect(filter.MetricTransformations).toEqual([
      {
        MetricNamespace: alarm.Namespace,
        MetricName: alarm.MetricName,
        MetricValue: '1',
        Dimensions: [{ Key: 'ApiId', Value: '$.apiId' }],
      },
    ]);
    expect(filter.FilterPattern).toBe('{ ($.status = "429") && ($.gatewayError != "-") }');
    // The fields the filter reads are in every access log line.
    const format = JSON.parse(stage.AccessLogSettings.Format);
    expect(format).toMatchObject({
      apiId: '$context.apiId',
      status: '$context.status',
      gatewayError: '$context.error.message',
    });
  });

  it.each([
    ['Errors', ALARM_THRESHOLDS.lambdaErrors],
    ['Throttles', ALARM_THRESHOLDS.lambdaThrottles],
  ])('Lambda %s, summed over every function of the region (no dimension)', (metricName, threshold) => {
    const alarm = wakingAlarm(
      shop,
      (a) => a.Namespace === 'AWS/Lambda' && a.MetricName === metricName && !a.Dimensions,
    );
    expect(alarm).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: threshold });
  });

  it('the mail dead-letter queue holds a message', () => {
    const deadLetters = shop.ofType('AWS::SQS::Queue').find(([, q]) => !q.Properties.RedrivePolicy)![0];
    const alarm = wakingAlarm(shop, (a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(alarm.Dimensions).toEqual([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetters, 'QueueName'] } }]);
    expect(alarm.Threshold).toBe(ALARM_THRESHOLDS.deadLetters);
  });

  it('the payment expiry sweep fails (the function its schedule invokes)', () => {
    const schedule = shop
      .ofType('AWS::Scheduler::Schedule')
      .find(([, r]) => r.Properties.ScheduleExpression === `rate(${EXPIRY_SWEEP_MINUTES} minutes)`)!;
    const functionName =
      shop.resources[TemplateGraph.refsIn(schedule[1].Properties.Target.Arn)[0]].Properties.FunctionName;
    wakingAlarm(
      shop,
      (a) =>
        a.MetricName === 'Errors' &&
        JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: functionName }]),
    );
  });

  it('the WAF blocks a spike of requests (in us-east-1, on the edge stack topic)', () => {
    const webAcl = edge.ofType('AWS::WAFv2::WebACL')[0][1].Properties;
    const alarm = wakingAlarm(edge, (a) => a.Namespace === 'AWS/WAFV2' && a.MetricName === 'BlockedRequests');
    expect(alarm.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: webAcl.Name },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
    expect(alarm.Threshold).toBe(WAF_BLOCKS_ALARM_THRESHOLD);
  });

  it('both topics mail the operator given in context; every alarm says when it fires and when it clears', () => {
    for (const graph of [shop, edge]) {
      const subscription = graph.ofType('AWS::SNS::Subscription')[0][1].Properties;
      expect(subscription).toMatchObject({
        Protocol: 'email',
        Endpoint: 'ops@kesara.lk',
        TopicArn: { Ref: topicOf(graph) },
      });
      for (const a of alarmsOf(graph)) {
        expect(a.AlarmActions).toEqual([{ Ref: topicOf(graph) }]);
        expect(a.OKActions).toEqual([{ Ref: topicOf(graph) }]);
      }
    }
  });

  it('no subscription without alarmEmail', () => {
    const { stack, edge: edgeStack } = defaultTestShopApp();
    for (const quiet of [Template.fromStack(stack), Template.fromStack(edgeStack)]) {
      quiet.resourceCountIs('AWS::SNS::Topic', 1);
      quiet.resourceCountIs('AWS::SNS::Subscription', 0);
    }
  });
});

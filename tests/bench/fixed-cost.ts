/**
 * `npm run bench:cost`: synthesises the shop and edge stacks (no bundling, a few seconds) and prints what the shop
 * pays a month when nobody buys, line by line at us-east-1 list prices, with the counts each line is priced from
 * (docs/deploy.md, "What the shop costs when nobody buys"; decision 0050). It prints figures; it fails nothing.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { CHANNEL_NAMES, UNKNOWN_CHANNEL } from '../../functions/domain/messages';
import { CHANNEL_METRICS, SHOP_METRICS } from '../../functions/lib/metric-names';
import { createShopApp } from '../../infra/shop-app';
import {
  alarmMetrics,
  countAlarmMetrics,
  dashboardMetrics,
  metricFilterMetrics,
  resourcesOfType,
  webAclRules,
  type TemplateJson,
} from '../infra/billed-items';
import { withNestedStacks } from '../infra/stack-resources';

/** us-east-1 list prices in USD, without the free tier, as aws.amazon.com/pricing lists them (not fetched here). */
const PRICE = {
  alarmMetric: 0.1,
  customMetric: 0.3,
  dashboard: 3,
  webAcl: 5,
  webAclRule: 1,
  secret: 0.4,
  kmsKey: 1,
  lambdaPerMillionRequests: 0.2,
  lambdaArmPerGbSecond: 0.0000133334,
  sqsPerMillionRequests: 0.4,
  logsPerGbIngested: 0.5,
  s3PerGbMonth: 0.023,
  dynamoPerGbMonth: 0.25,
  dynamoBackupPerGbMonth: 0.2,
};
const HOURS_PER_MONTH = 730;
const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** What a month with no shopper still runs; assumptions, not measurements. */
const ASSUME = {
  /** Billed time of a sweep run that finds nothing (its start-up included, which Lambda bills). */
  sweepRunSeconds: 0.3,
  /** Lambda keeps this many long polls of 20 s open on an SQS queue it reads, each an SQS request. */
  sqsPollers: 5,
  sqsLongPollSeconds: 20,
  /** START, END and REPORT lines of one run. */
  logBytesPerRun: 400,
  /** Demo catalogue: product images and their variants, the SPA, the public pages. */
  s3Gb: 0.2,
  /** Products, accounts, a few orders; point-in-time recovery is billed on the same size. */
  tableGb: 0.01,
};

const { stack, edge } = createShopApp(
  { context: { 'aws:cdk:bundling-stacks': [] } },
  { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'ap-south-1' },
);
const shop = withNestedStacks(stack).toJSON() as TemplateJson;
const edgeTemplate = Template.fromStack(edge).toJSON() as TemplateJson;
const templates = [shop, edgeTemplate];
const all = (type: string) => templates.flatMap((t) => resourcesOfType(t, type));

const alarms = templates.flatMap(alarmMetrics);
const alarmMetricCount = countAlarmMetrics(templates);
const dashboards = templates.flatMap(dashboardMetrics);
// A metric counted per channel is one custom metric for each channel (and `unknown`, for an unreadable message).
const channelSeries = CHANNEL_METRICS.flatMap((name) =>
  [...CHANNEL_NAMES, UNKNOWN_CHANNEL].map((channel) => ({ namespace: 'EMF', name: `${name} (${channel})` })),
);
const customMetrics = [
  ...metricFilterMetrics(shop),
  ...SHOP_METRICS.map((name) => ({ namespace: 'EMF', name })),
  ...channelSeries,
];
const aclRules = templates.flatMap(webAclRules);
const secrets = all('AWS::SecretsManager::Secret').length;
const kmsKeys = all('AWS::KMS::Key').length;

// Scheduled functions run whether anybody buys or not: runs from the rule's rate, memory from the function.
const minutes = (expression: string) => {
  const m = /^rate\((\d+) minutes?\)$/.exec(expression);
  if (!m) throw new Error(`Unexpected schedule ${expression}`);
  return Number(m[1]);
};
const functionsById = shop.Resources;
const scheduled = resourcesOfType(shop, 'AWS::Events::Rule')
  .filter((r) => r.ScheduleExpression)
  .flatMap((rule) =>
    (rule.Targets as { Arn: { 'Fn::GetAtt': [string, string] } }[]).map((target) => ({
      runs: (HOURS_PER_MONTH * 60) / minutes(rule.ScheduleExpression),
      memoryGb: (functionsById[target.Arn['Fn::GetAtt'][0]].Properties?.MemorySize ?? 128) / 1024,
    })),
  );
const runs = scheduled.reduce((sum, s) => sum + s.runs, 0);
const sweepCost = scheduled.reduce(
  (sum, s) =>
    sum +
    (s.runs * PRICE.lambdaPerMillionRequests) / 1e6 +
    s.runs * ASSUME.sweepRunSeconds * s.memoryGb * PRICE.lambdaArmPerGbSecond,
  0,
);
const sqsReaders = resourcesOfType(shop, 'AWS::Lambda::EventSourceMapping').filter((m) =>
  JSON.stringify(m.EventSourceArn).includes('Queue'),
).length;
const sqsPolls = ((sqsReaders * ASSUME.sqsPollers * 3600) / ASSUME.sqsLongPollSeconds) * HOURS_PER_MONTH;

const lines: [string, string, number][] = [
  [
    'CloudWatch alarms',
    `${alarms.length} alarms reading ${alarmMetricCount} metrics x ${usd(PRICE.alarmMetric)}`,
    alarmMetricCount * PRICE.alarmMetric,
  ],
  [
    'Custom metrics',
    `${customMetrics.length} (${customMetrics.map((m) => m.name).join(', ')}), ${usd(PRICE.customMetric)} each for a month of hours with data; none when nothing is counted`,
    0,
  ],
  [
    'CloudWatch dashboard',
    `${dashboards.length} of ${dashboards.join(', ')} metrics x ${usd(PRICE.dashboard)} (free as one of an account's first 3 of <= 50 metrics)`,
    dashboards.length * PRICE.dashboard,
  ],
  [
    'WAF web ACL',
    `${aclRules.length} x ${usd(PRICE.webAcl)} + ${aclRules.join(', ')} rules x ${usd(PRICE.webAclRule)}`,
    aclRules.length * PRICE.webAcl + aclRules.reduce((a, b) => a + b, 0) * PRICE.webAclRule,
  ],
  ['Secrets Manager', `${secrets} secrets x ${usd(PRICE.secret)}`, secrets * PRICE.secret],
  [
    'KMS',
    `${kmsKeys} customer keys x ${usd(PRICE.kmsKey)} (queues, secrets and buckets use AWS-owned or managed keys)`,
    kmsKeys * PRICE.kmsKey,
  ],
  [
    'Scheduled Lambda runs',
    `${Math.round(runs)} runs at ~${ASSUME.sweepRunSeconds} s (the payment expiry sweep)`,
    sweepCost,
  ],
  [
    'SQS polling by Lambda',
    `${sqsReaders} queue reader(s) x ${ASSUME.sqsPollers} long polls of ${ASSUME.sqsLongPollSeconds} s = ${Math.round(sqsPolls)} requests (the first 1 million a month are free)`,
    (sqsPolls * PRICE.sqsPerMillionRequests) / 1e6,
  ],
  [
    'CloudWatch Logs',
    `${Math.round((runs * ASSUME.logBytesPerRun) / 1e6)} MB ingested from the scheduled runs`,
    ((runs * ASSUME.logBytesPerRun) / 1e9) * PRICE.logsPerGbIngested,
  ],
  [
    'Storage',
    `S3 ~${ASSUME.s3Gb} GB, table ~${ASSUME.tableGb} GB with point-in-time recovery`,
    ASSUME.s3Gb * PRICE.s3PerGbMonth + ASSUME.tableGb * (PRICE.dynamoPerGbMonth + PRICE.dynamoBackupPerGbMonth),
  ],
  ['CloudFront, HTTP API, route functions, table requests', 'on demand: nothing without traffic', 0],
];

const width = Math.max(...lines.map(([name]) => name.length));
console.log('What the shop pays a month when nobody buys (us-east-1 list prices, no free tier)\n');
for (const [name, basis, amount] of lines) console.log(`${name.padEnd(width)}  ${usd(amount).padStart(7)}  ${basis}`);
const total = lines.reduce((sum, [, , amount]) => sum + amount, 0);
console.log(`${'Total'.padEnd(width)}  ${usd(total).padStart(7)}`);
console.log(`\nAlarms: ${alarms.map((a) => `${a.name} (${a.metrics})`).join(', ')}`);

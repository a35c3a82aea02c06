/**
 * What the shop pays a month when nobody buys, line by line at us-east-1 list prices, counted from the synthesised
 * templates (docs/deploy.md, "What the shop costs when nobody buys"; decision 0050). `npm run bench:cost` prints it;
 * tests/infra/idle-cost.test.ts holds the docs' figures to it.
 */
import { CHANNEL_NAMES, UNKNOWN_CHANNEL } from '../../functions/domain/messages';
import { CHANNEL_METRICS, SHOP_METRICS } from '../../functions/lib/metric-names';
import {
  alarmMetrics,
  countAlarmMetrics,
  dashboardMetrics,
  metricFilterMetrics,
  resourcesOfType,
  webAclRules,
  type TemplateJson,
} from './billed-items';

/** us-east-1 list prices in USD, without the free tier, as aws.amazon.com/pricing lists them (not fetched here). */
export const PRICE = {
  alarmMetric: 0.1,
  customMetric: 0.3,
  dashboard: 3,
  webAcl: 5,
  webAclRule: 1,
  secret: 0.4,
  kmsKey: 1,
  lambdaPerMillionRequests: 0.2,
  schedulerPerMillionInvocations: 1,
  lambdaArmPerGbSecond: 0.0000133334,
  sqsPerMillionRequests: 0.4,
  logsPerGbIngested: 0.5,
  s3PerGbMonth: 0.023,
  dynamoPerGbMonth: 0.25,
  dynamoBackupPerGbMonth: 0.2,
};

/** AWS's always-free tier of the lines that have one (a dashboard is free up to 50 metrics). */
const FREE = {
  alarmMetrics: 10,
  dashboards: 3,
  sqsRequests: 1e6,
  lambdaRequests: 1e6,
  lambdaGbSeconds: 400_000,
  schedulerInvocations: 14e6,
};

const HOURS_PER_MONTH = 730;

/** What a month with no shopper still runs; assumptions, not measurements. */
export const ASSUME = {
  /** Billed time of a scheduled run that finds nothing (its start-up included, which Lambda bills). */
  scheduledRunSeconds: 0.3,
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

const MINUTES_PER_UNIT: Record<string, number> = { minute: 1, hour: 60, day: 24 * 60 };

/** Runs a month of a Scheduler rate, as CDK writes it: `rate(5 minutes)`, `rate(1 hour)`, `rate(2 days)`. */
export function runsPerMonth(expression: string): number {
  const m = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression);
  if (!m) throw new Error(`Unexpected schedule ${expression}: tests/infra/idle-cost.ts counts rate(...) schedules`);
  return (HOURS_PER_MONTH * 60) / (Number(m[1]) * MINUTES_PER_UNIT[m[2]]);
}

export interface CostLine {
  /** As in docs/deploy.md's table. */
  name: string;
  basis: string;
  amount: number;
  /** What the line costs within AWS's always-free tier. */
  amountWithFreeTier: number;
}

export interface IdleCost {
  alarms: { name: string; metrics: number }[];
  alarmMetrics: number;
  /** Metrics of each dashboard. */
  dashboards: number[];
  /** Rules of each web ACL. */
  webAclRules: number[];
  secrets: number;
  /** Runs a month of every scheduled function. */
  scheduledRuns: number;
  sqsRequests: number;
  lines: CostLine[];
  total: number;
  totalWithFreeTier: number;
}

export const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The monthly bill of a shop nobody buys from, from its two stacks' templates (the shop's with its nested ones). */
export function idleCost(shop: TemplateJson, edge: TemplateJson): IdleCost {
  const templates = [shop, edge];
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

  // Scheduled functions run whether anybody buys or not: runs from the schedule's rate, memory from the function.
  const scheduled = resourcesOfType(shop, 'AWS::Scheduler::Schedule').map((schedule) => {
    const target = schedule.Target as { Arn: { 'Fn::GetAtt': [string, string] } };
    return {
      runs: runsPerMonth(schedule.ScheduleExpression),
      memoryGb: (shop.Resources[target.Arn['Fn::GetAtt'][0]].Properties?.MemorySize ?? 128) / 1024,
    };
  });
  const runs = scheduled.reduce((sum, s) => sum + s.runs, 0);
  const gbSeconds = scheduled.reduce((sum, s) => sum + s.runs * ASSUME.scheduledRunSeconds * s.memoryGb, 0);
  const lambdaCost = (requests: number, gbSecs: number) =>
    (requests * PRICE.lambdaPerMillionRequests) / 1e6 + gbSecs * PRICE.lambdaArmPerGbSecond;
  const sqsReaders = resourcesOfType(shop, 'AWS::Lambda::EventSourceMapping').filter((m) =>
    JSON.stringify(m.EventSourceArn).includes('Queue'),
  ).length;
  const sqsRequests = ((sqsReaders * ASSUME.sqsPollers * 3600) / ASSUME.sqsLongPollSeconds) * HOURS_PER_MONTH;
  const sqsCost = (requests: number) => (requests * PRICE.sqsPerMillionRequests) / 1e6;
  const aclRuleCount = aclRules.reduce((a, b) => a + b, 0);
  const storage =
    ASSUME.s3Gb * PRICE.s3PerGbMonth + ASSUME.tableGb * (PRICE.dynamoPerGbMonth + PRICE.dynamoBackupPerGbMonth);
  const pricedDashboards = (count: number) => count * PRICE.dashboard;
  const logs = ((runs * ASSUME.logBytesPerRun) / 1e9) * PRICE.logsPerGbIngested;

  const line = (name: string, basis: string, amount: number, amountWithFreeTier = amount): CostLine => ({
    name,
    basis,
    amount,
    amountWithFreeTier,
  });
  const lines = [
    line(
      'CloudWatch alarms',
      `${alarms.length} alarms reading ${alarmMetricCount} metrics x ${usd(PRICE.alarmMetric)}`,
      alarmMetricCount * PRICE.alarmMetric,
      Math.max(0, alarmMetricCount - FREE.alarmMetrics) * PRICE.alarmMetric,
    ),
    line(
      'Custom metrics',
      `${customMetrics.length} (${customMetrics.map((m) => m.name).join(', ')}), ${usd(PRICE.customMetric)} each for a month of hours with data; none when nothing is counted`,
      0,
    ),
    line(
      'CloudWatch dashboard',
      `${dashboards.length} of ${dashboards.join(', ')} metrics x ${usd(PRICE.dashboard)} (free as one of an account's first ${FREE.dashboards} of <= 50 metrics)`,
      pricedDashboards(dashboards.length),
      pricedDashboards(Math.max(0, dashboards.length - FREE.dashboards)),
    ),
    line(
      'WAF',
      `${aclRules.length} x ${usd(PRICE.webAcl)} + ${aclRules.join(', ')} rules x ${usd(PRICE.webAclRule)}`,
      aclRules.length * PRICE.webAcl + aclRuleCount * PRICE.webAclRule,
    ),
    line('Secrets Manager', `${secrets} secrets x ${usd(PRICE.secret)}`, secrets * PRICE.secret),
    line(
      'KMS',
      `${kmsKeys} customer keys x ${usd(PRICE.kmsKey)} (queues, secrets and buckets use AWS-owned or managed keys)`,
      kmsKeys * PRICE.kmsKey,
    ),
    line(
      'Lambda',
      `${Math.round(runs)} scheduled runs at ~${ASSUME.scheduledRunSeconds} s`,
      lambdaCost(runs, gbSeconds),
      lambdaCost(Math.max(0, runs - FREE.lambdaRequests), Math.max(0, gbSeconds - FREE.lambdaGbSeconds)),
    ),
    line(
      'EventBridge Scheduler',
      `${scheduled.length} schedules, ${Math.round(runs)} invocations at ${usd(PRICE.schedulerPerMillionInvocations)} a million`,
      (runs * PRICE.schedulerPerMillionInvocations) / 1e6,
      (Math.max(0, runs - FREE.schedulerInvocations) * PRICE.schedulerPerMillionInvocations) / 1e6,
    ),
    line(
      'SQS',
      `${sqsReaders} queue reader(s) x ${ASSUME.sqsPollers} long polls of ${ASSUME.sqsLongPollSeconds} s = ${Math.round(sqsRequests)} requests`,
      sqsCost(sqsRequests),
      sqsCost(Math.max(0, sqsRequests - FREE.sqsRequests)),
    ),
    line('CloudWatch Logs', `${Math.round((runs * ASSUME.logBytesPerRun) / 1e6)} MB from the scheduled runs`, logs),
    line(
      'S3, DynamoDB storage',
      `S3 ~${ASSUME.s3Gb} GB, table ~${ASSUME.tableGb} GB with point-in-time recovery`,
      storage,
    ),
    line('CloudFront, HTTP API, route functions, table requests', 'on demand: nothing without traffic', 0),
  ];
  return {
    alarms,
    alarmMetrics: alarmMetricCount,
    dashboards,
    webAclRules: aclRules,
    secrets,
    scheduledRuns: runs,
    sqsRequests,
    lines,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
    totalWithFreeTier: lines.reduce((sum, l) => sum + l.amountWithFreeTier, 0),
  };
}

import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MAX_RECEIVE_COUNT } from '../../functions/domain/messages';
import { PASSWORD_HASHING_MEMORY_MB } from '../../infra/api/function-memory';
import { DEFAULT_MEMORY_MB } from '../../infra/api/shop-function';
import { SCHEDULED_JOB_ALARMS } from '../../infra/ops/scheduled-job-alarms';
import { EXPIRY_SWEEP_MINUTES } from '../../infra/payments/payment-expiry';
import { RATE_LIMITED_BODY, RATE_LIMITS, pathPattern } from '../../infra/rate-limits';
import { routes, routeById } from '../../shared/routes';
import { handlerImports } from '../support/handler-imports';
import { withNestedStacks } from './stack-resources';
import { TemplateGraph } from './template-graph';
import { testShopApp } from './test-shop-app';

/** A deployable synth (account and region known, so the shop stack references the us-east-1 web ACL), bundling skipped. */
function synth(
  context: Record<string, unknown> = {},
  env: NodeJS.ProcessEnv = { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'ap-south-1' },
) {
  const { stack, edge } = testShopApp({ context: { stage: 'test', ...context } }, env);
  return { shop: withNestedStacks(stack), edge: Template.fromStack(edge), stack, edgeStack: edge };
}

let shop: Template;
let edge: Template;
let edgeStack: ReturnType<typeof synth>['edgeStack'];
let graph: TemplateGraph;

beforeAll(() => {
  ({ shop, edge, edgeStack } = synth({ alarmEmail: 'ops@kesara.lk' }));
  graph = new TemplateGraph(shop);
});

const WHATSAPP_NUMBER = 'phone-number-id-0123456789abcdef0123456789abcdef';
let configured: Template | undefined;
/**
 * A stage with every optional deploy setting the tests below read (a campaign's throttle, SMS and WhatsApp), made once
 * for them all: a synth of the whole app is the slow part of these files.
 */
const configuredStage = () =>
  (configured ??= synth({
    alarmEmail: 'ops@kesara.lk',
    apiRateLimit: '2500',
    apiBurstLimit: '4000',
    smsOriginationIdentity: 'KESARA',
    smsConfigurationSet: 'shop-test-sms',
    whatsAppPhoneNumberId: WHATSAPP_NUMBER,
    whatsAppOrderUpdateTemplate: 'kesara_order_update',
    whatsAppMarketingTemplate: 'kesara_offers',
    whatsAppTemplateLanguage: 'en_US',
  }).shop);

describe('abuse limits: a WAF web ACL on the distribution, made in us-east-1', () => {
  it('the edge stack is in us-east-1 and holds a CLOUDFRONT web ACL with AWS managed rule groups', () => {
    expect(edgeStack.region).toBe('us-east-1');
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith(
        [
          'AWSManagedRulesAmazonIpReputationList',
          'AWSManagedRulesKnownBadInputsRuleSet',
          'AWSManagedRulesCommonRuleSet',
        ].map((name) =>
          Match.objectLike({
            Statement: { ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: name }) },
          }),
        ),
      ),
    });
  });

  it.each(RATE_LIMITS.map((l) => [l.name, l] as const))(
    '%s: a rate-based rule per IP on both spellings of the path, refused with 429 in the envelope',
    (_name, limit) => {
      const acl = Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0].Properties;
      const rule = acl.Rules.find((r: { Name: string }) => r.Name === `RateLimit-${limit.name}`);
      const path = routeById(limit.routeId).path;
      expect(rule.Statement.RateBasedStatement).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: limit.limit,
        EvaluationWindowSec: limit.windowSeconds,
      });
      const [method, paths] = rule.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements;
      expect(method.ByteMatchStatement).toMatchObject({
        FieldToMatch: { Method: {} },
        SearchString: 'POST',
        PositionalConstraint: 'EXACTLY',
      });
      const matched = paths.OrStatement.Statements.map(
        (s: { ByteMatchStatement?: { SearchString: string }; RegexMatchStatement?: { RegexString: string } }) =>
          s.ByteMatchStatement?.SearchString ?? s.RegexMatchStatement?.RegexString,
      );
      // A path with a parameter is matched by a pattern where the parameter is one segment (notify-me, issue 33).
      expect(matched).toEqual(path.includes('{') ? [pathPattern(path), pathPattern(`${path}/`)] : [path, `${path}/`]);
      expect(rule.Action.Block.CustomResponse).toMatchObject({
        ResponseCode: 429,
        CustomResponseBodyKey: 'rate-limited',
      });
      expect(JSON.parse(acl.CustomResponseBodies['rate-limited'].Content)).toEqual(RATE_LIMITED_BODY);
      expect(acl.CustomResponseBodies['rate-limited'].ContentType).toBe('APPLICATION_JSON');
    },
  );

  it('the rate limits guard sign-in, sign-up, forgot-password, contact, notify-me and what a guest may do unsigned', () => {
    expect(RATE_LIMITS.map((l) => routeById(l.routeId).path)).toEqual([
      '/api/v2/login',
      '/api/v2/register',
      '/api/v2/forgot-password',
      '/api/v2/contact/sendMessage',
      '/api/v2/product/{id}/notify-me',
      '/api/v2/guest/cart',
      '/api/v2/guest/checkout',
      '/api/v2/guest/orders/lookup',
      '/api/v2/guest/orders/lookup/verify',
      '/api/v2/guest/cart/contact',
    ]);
  });

  it("a parameter's pattern takes one segment and nothing around the path", () => {
    const pattern = new RegExp(pathPattern('/api/v2/product/{id}/notify-me'));
    expect(pattern.test('/api/v2/product/12/notify-me')).toBe(true);
    expect(pattern.test('/api/v2/product/12/34/notify-me')).toBe(false);
    expect(pattern.test('/api/v2/product/12/notify-me/x')).toBe(false);
    expect(pattern.test('/x/api/v2/product/12/notify-me')).toBe(false);
  });

  it('uploads of several MB are not blocked by the common rule set body-size rule (counted only)', () => {
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              Name: 'AWSManagedRulesCommonRuleSet',
              RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
            }),
          },
        }),
      ]),
    });
  });

  it('the distribution uses the web ACL through a cross-region reference', () => {
    const dist = graph.ofType('AWS::CloudFront::Distribution')[0][1];
    expect(JSON.stringify(dist.Properties.DistributionConfig.WebACLId)).toMatch(/WebAcl/);
    shop.resourceCountIs('Custom::CrossRegionExportReader', 1);
  });

  it('an offline synth without an account goes without a web ACL unless one is given in context', () => {
    const offline = synth({}, {}).shop;
    expect(
      new TemplateGraph(offline).ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig.WebACLId,
    ).toBeUndefined();
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop-test/0b1c2d3e-aaaa-bbbb-cccc-123456789012';
    const given = synth({ webAclArn: arn }, {}).shop;
    expect(
      new TemplateGraph(given).ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig.WebACLId,
    ).toBe(arn);
  });

  it('the HTTP API stage is throttled by the deploy settings (500/s, burst 1,000 by default), per stage', () => {
    const campaign = configuredStage();
    campaign.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 2500, ThrottlingBurstLimit: 4000 }),
    });
    campaign.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
  });

  it('the HTTP API stage is throttled and writes an access log', () => {
    shop.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: 500,
        ThrottlingBurstLimit: 1000,
      }),
      AccessLogSettings: Match.objectLike({
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('sourceIp'),
      }),
    });
  });
});

describe('mail and SMS leave the request path through the outbox, a queue with a dead-letter queue', () => {
  it('the queue redrives to the dead-letter queue after OUTBOX_MAX_RECEIVE_COUNT receives, both encrypted and TLS-only', () => {
    const queues = graph.ofType('AWS::SQS::Queue');
    expect(queues).toHaveLength(2);
    const main = queues.find(([, q]) => q.Properties.RedrivePolicy)!;
    const dlq = queues.find(([, q]) => !q.Properties.RedrivePolicy)!;
    expect(main[1].Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlq[0], 'Arn'] },
      maxReceiveCount: OUTBOX_MAX_RECEIVE_COUNT,
    });
    expect(main[1].Properties.VisibilityTimeout).toBe(60);
    for (const [, q] of queues) expect(q.Properties.SqsManagedSseEnabled).toBe(true);
    expect(OUTBOX_MAX_RECEIVE_COUNT).toBe(5);
  });

  it("keeps the mail queue's logical ids and names: a new id would replace the queues and the messages in them", () => {
    expect(graph.ofType('AWS::SQS::Queue').map(([id]) => id)).toEqual(['MailDeadLettersECBBCC2A', 'MailQueueC8B8B9FB']);
    const [[consumerId]] = graph
      .ofType('AWS::Lambda::Function')
      .filter(([, f]) => f.Properties.FunctionName === 'shop-test-mail-delivery');
    expect(consumerId).toBe('MailConsumerFunction62ACFDC3');
    expect(
      graph
        .ofType('AWS::CloudWatch::Alarm')
        .filter(([, a]) => a.Properties.AlarmName === 'shop-test-mail-dead-letters'),
    ).toHaveLength(1);
  });

  it('one consumer function reads it with partial batch failures and may send mail', () => {
    shop.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 10,
    });
    const consumer = graph
      .ofType('AWS::Lambda::Function')
      .find(([, f]) => f.Properties.FunctionName === 'shop-test-mail-delivery')!;
    expect(graph.actionsOfFunction(consumer[0])).toContain('ses:SendEmail');
  });

  it('the routes that mail orders, status changes and contact messages may queue but not send', () => {
    for (const id of ['checkout-cod', 'admin-order-status', 'contact-send']) {
      const route = routeById(id);
      expect(route.grants).toContain('mail:queue');
      expect(route.grants).not.toContain('mail:send');
      const fn = graph.functionOfIntegration(
        graph.integrationOfRoute(graph.routesWithKey(`${route.method} ${route.path}`)[0]),
      );
      expect(graph.resources[fn].Properties.Environment.Variables.MAIL_QUEUE_URL).toBeDefined();
    }
  });
});

describe('order SMS go out from the outbox consumer alone (issue 22, decisions 0063 and 0069)', () => {
  const functions = (g: TemplateGraph) => g.ofType('AWS::Lambda::Function');
  const isConsumer = ([, f]: [string, { Properties: { FunctionName?: unknown } }]) =>
    f.Properties.FunctionName === 'shop-test-mail-delivery';
  const envOf = (f: { Properties: { Environment?: { Variables?: Record<string, unknown> } } }) =>
    f.Properties.Environment?.Variables ?? {};

  it("the consumer gets the stage's sender and configuration set, and may send texts; no other function may", () => {
    const withSms = new TemplateGraph(configuredStage());
    const [consumerId, consumer] = functions(withSms).find(isConsumer)!;
    expect(envOf(consumer)).toMatchObject({
      SMS_ORIGINATION_IDENTITY: 'KESARA',
      SMS_CONFIGURATION_SET: 'shop-test-sms',
    });
    const sms = withSms
      .statementsOfFunction(consumerId)
      .filter((st) => [st.Action].flat().includes('sms-voice:SendTextMessage'));
    expect(sms).toHaveLength(1);
    // The sender ID registered for Sri Lanka and the configuration set, nothing wider.
    const resources = JSON.stringify(sms[0].Resource);
    expect(resources).toMatch(/:sms-voice:ap-south-1:123456789012:sender-id\/KESARA\/LK"/);
    expect(resources).toMatch(/:sms-voice:ap-south-1:123456789012:configuration-set\/shop-test-sms"/);
    expect(resources).not.toContain('*');
    for (const [id, f] of functions(withSms).filter((entry) => !isConsumer(entry))) {
      expect(withSms.actionsOfFunction(id)).not.toContain('sms-voice:SendTextMessage');
      expect(Object.keys(envOf(f)).filter((k) => k.startsWith('SMS_'))).toEqual([]);
    }
  });

  it('a stage without SMS settings gives the consumer none and no right to text (it logs and skips each SMS)', () => {
    const [consumerId, consumer] = functions(graph).find(isConsumer)!;
    expect(Object.keys(envOf(consumer)).filter((k) => k.startsWith('SMS_'))).toEqual([]);
    expect(graph.actionsOfFunction(consumerId)).not.toContain('sms-voice:SendTextMessage');
  });
});

describe('WhatsApp messages go out from the outbox consumer alone (issue 33, decision 0082)', () => {
  const functions = (g: TemplateGraph) => g.ofType('AWS::Lambda::Function');
  const isConsumer = ([, f]: [string, { Properties: { FunctionName?: unknown } }]) =>
    f.Properties.FunctionName === 'shop-test-mail-delivery';
  const envOf = (f: { Properties: { Environment?: { Variables?: Record<string, unknown> } } }) =>
    f.Properties.Environment?.Variables ?? {};
  const SEND = 'social-messaging:SendWhatsAppMessage';
  const id = WHATSAPP_NUMBER;

  it("the consumer gets the stage's number and templates, and may send from that number only; no other function may", () => {
    const withWhatsApp = new TemplateGraph(configuredStage());
    const [consumerId, consumer] = functions(withWhatsApp).find(isConsumer)!;
    expect(envOf(consumer)).toMatchObject({
      WHATSAPP_PHONE_NUMBER_ID: id,
      WHATSAPP_ORDER_UPDATE_TEMPLATE: 'kesara_order_update',
      WHATSAPP_MARKETING_TEMPLATE: 'kesara_offers',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
    });
    const statements = withWhatsApp
      .statementsOfFunction(consumerId)
      .filter((st) => [st.Action].flat().some((a) => String(a).startsWith('social-messaging:')));
    expect(statements.map((st) => st.Action)).toEqual([SEND]);
    const resources = JSON.stringify(statements[0].Resource);
    expect(resources).toMatch(
      /:social-messaging:ap-south-1:123456789012:phone-number-id\/0123456789abcdef0123456789abcdef"/,
    );
    expect(resources).not.toContain('*');
    for (const [fid, f] of functions(withWhatsApp).filter((entry) => !isConsumer(entry))) {
      expect(withWhatsApp.actionsOfFunction(fid)).not.toContain(SEND);
      expect(Object.keys(envOf(f)).filter((k) => k.startsWith('WHATSAPP_'))).toEqual([]);
    }
  });

  it('a stage without a WhatsApp number gives the consumer no right to send (it logs and skips each message)', () => {
    const [consumerId, consumer] = functions(graph).find(isConsumer)!;
    expect(Object.keys(envOf(consumer)).filter((k) => k.startsWith('WHATSAPP_'))).toEqual([]);
    expect(graph.actionsOfFunction(consumerId)).not.toContain(SEND);
  });
});

describe('the scheduled payment expiry is watched: it fails, or it stops running', () => {
  const alarm = (name: string) =>
    graph
      .ofType('AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties)
      .find((p) => p.AlarmName === name)!;

  /** The function the Scheduler schedule invokes, found through its target (not by its expected name). */
  function scheduledFunctionName(): string {
    const schedules = graph
      .ofType('AWS::Scheduler::Schedule')
      .filter(([, r]) => r.Properties.ScheduleExpression === `rate(${EXPIRY_SWEEP_MINUTES} minutes)`);
    expect(schedules).toHaveLength(1);
    const [fnId] = TemplateGraph.refsIn(schedules[0][1].Properties.Target.Arn);
    return graph.resources[fnId].Properties.FunctionName;
  }

  it('errors in 2 of its last 3 runs', () => {
    const a = alarm('shop-test-payment-expiry-errors');
    expect(a).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Statistic: 'Sum',
      Period: EXPIRY_SWEEP_MINUTES * 60,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: SCHEDULED_JOB_ALARMS.errorRuns,
      DatapointsToAlarm: SCHEDULED_JOB_ALARMS.failedRuns,
      TreatMissingData: 'notBreaching',
    });
    expect(a.Dimensions).toEqual([{ Name: 'FunctionName', Value: scheduledFunctionName() }]);
  });

  it('has not run: fewer than 1 invocation in 3 schedule periods in a row, missing data counted as breaching', () => {
    const a = alarm('shop-test-payment-expiry-not-running');
    expect(a).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Invocations',
      Statistic: 'Sum',
      Period: EXPIRY_SWEEP_MINUTES * 60,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      EvaluationPeriods: SCHEDULED_JOB_ALARMS.missedRuns,
      DatapointsToAlarm: SCHEDULED_JOB_ALARMS.missedRuns,
      TreatMissingData: 'breaching',
    });
    expect(a.Dimensions).toEqual([{ Name: 'FunctionName', Value: scheduledFunctionName() }]);
    expect(scheduledFunctionName()).toBe('shop-test-payment-expiry');
  });

  it('both notify the alarm topic when they fire and when they clear, and the dashboard graphs the runs', () => {
    const topic = graph.ofType('AWS::SNS::Topic')[0][0];
    for (const name of ['shop-test-payment-expiry-errors', 'shop-test-payment-expiry-not-running']) {
      expect(alarm(name).AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm(name).OKActions).toEqual([{ Ref: topic }]);
    }
    const body = JSON.stringify(graph.ofType('AWS::CloudWatch::Dashboard')[0][1].Properties.DashboardBody);
    expect(body).toContain('Scheduled jobs: runs and errors');
    expect(body).toContain('shop-test-payment-expiry');
  });
});

describe('password routes get one full vCPU', () => {
  it.each(routes.map((r) => [r.id, Boolean(r.hashesPasswords)] as const))('%s', (id, hashes) => {
    const fn = graph.ofType('AWS::Lambda::Function').find(([, f]) => f.Properties.FunctionName === `shop-test-${id}`)!;
    expect(fn[1].Properties.MemorySize).toBe(hashes ? PASSWORD_HASHING_MEMORY_MB : DEFAULT_MEMORY_MB);
  });

  it('the entries that say they hash passwords are exactly the routes whose handler bundles the hashing', async () => {
    const metafile = await handlerImports();
    const hashing = Object.values(metafile.outputs)
      .filter((o) => o.entryPoint && Object.keys(o.inputs).includes('functions/domain/auth/passwords.ts'))
      .map((o) => o.entryPoint);
    const routeIds = routes.filter((r) => hashing.includes(r.handler)).map((r) => r.id);
    expect(routeIds).toContain('auth-login');
    expect(routeIds.sort()).toEqual(
      routes
        .filter((r) => r.hashesPasswords)
        .map((r) => r.id)
        .sort(),
    );
  });
});

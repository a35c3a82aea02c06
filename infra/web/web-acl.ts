import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { RATE_LIMITED_BODY, RATE_LIMITS, pathPattern, rateLimitedPaths, type RateLimit } from '../rate-limits';
import { routeById } from '../../shared/routes';

const RATE_LIMITED_BODY_KEY = 'rate-limited';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function managedRuleGroup(
  name: string,
  priority: number,
  ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[],
): CfnWebACL.RuleProperty {
  return {
    name: `Aws-${name}`,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
    visibilityConfig: visibility(`Aws-${name}`),
  };
}

/** Requests by one address to one route (either spelling of its path), counted over the limit's window. */
function rateRule(limit: RateLimit, priority: number): CfnWebACL.RuleProperty {
  const route = routeById(limit.routeId);
  const pathIs = (path: string): CfnWebACL.StatementProperty =>
    path.includes('{')
      ? {
          regexMatchStatement: {
            fieldToMatch: { uriPath: {} },
            regexString: pathPattern(path),
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        }
      : exactPath(path);
  const exactPath = (path: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  return {
    name: `RateLimit-${limit.name}`,
    priority,
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: RATE_LIMITED_BODY_KEY,
          responseHeaders: [{ name: 'retry-after', value: String(limit.windowSeconds) }],
        },
      },
    },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: limit.limit,
        evaluationWindowSec: limit.windowSeconds,
        scopeDownStatement: {
          andStatement: {
            statements: [
              {
                byteMatchStatement: {
                  fieldToMatch: { method: {} },
                  positionalConstraint: 'EXACTLY',
                  searchString: route.method,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              { orStatement: { statements: rateLimitedPaths(limit).map(pathIs) } },
            ],
          },
        },
      },
    },
    visibilityConfig: visibility(`RateLimit-${limit.name}`),
  };
}

/**
 * The distribution's web ACL (CLOUDFRONT scope, so it must be made in us-east-1: infra/edge-stack.ts). AWS managed
 * rule groups first (IP reputation, known bad inputs, the common rule set), then the per-address rate limits of
 * infra/rate-limits.ts, answered with 429 in the API's error envelope. The common rule set's body-size rule only
 * counts: product and avatar uploads are multipart bodies of several MB, which it would block.
 */
export function createWebAcl(scope: Construct, id: string, name: string): CfnWebACL {
  const rules: CfnWebACL.RuleProperty[] = [
    managedRuleGroup('AWSManagedRulesAmazonIpReputationList', 0),
    managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 1),
    managedRuleGroup('AWSManagedRulesCommonRuleSet', 2, [
      { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
    ]),
    ...RATE_LIMITS.map((limit, i) => rateRule(limit, 10 + i)),
  ];
  return new CfnWebACL(scope, id, {
    name,
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    rules,
    customResponseBodies: {
      [RATE_LIMITED_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(RATE_LIMITED_BODY) },
    },
    visibilityConfig: visibility(name),
  });
}

/**
 * Counts, in synthesised templates, what AWS bills by the month whether or not anybody buys: alarm metrics, dashboards
 * and their metrics, metric filters (custom metrics), web ACL rules, secrets, KMS keys. Used by the CDK assertion
 * tests (tests/infra/alarms.test.ts) and by the idle cost (tests/infra/idle-cost.ts, `npm run bench:cost`).
 */
export interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, any> }>;
}

export function resourcesOfType(template: TemplateJson, type: string): Record<string, any>[] {
  return Object.values(template.Resources)
    .filter((r) => r.Type === type)
    .map((r) => r.Properties ?? {});
}

/**
 * Each alarm with the number of metrics it reads, which is what a standard alarm is billed by: one for an alarm on a
 * metric, and every metric inside a math expression (the expression itself is free).
 */
export function alarmMetrics(template: TemplateJson): { name: string; metrics: number }[] {
  return resourcesOfType(template, 'AWS::CloudWatch::Alarm').map((alarm) => ({
    name: typeof alarm.AlarmName === 'string' ? alarm.AlarmName : JSON.stringify(alarm.AlarmName),
    metrics: Array.isArray(alarm.Metrics)
      ? alarm.Metrics.filter((query: Record<string, unknown>) => query.MetricStat).length
      : 1,
  }));
}

export const countAlarmMetrics = (templates: TemplateJson[]): number =>
  templates.flatMap(alarmMetrics).reduce((sum, a) => sum + a.metrics, 0);

/** A dashboard body is JSON joined with CloudFormation references; a placeholder keeps it parseable. */
export function dashboardBody(body: unknown): { widgets: { properties?: { title?: string; metrics?: unknown[] } }[] } {
  if (typeof body === 'string') return JSON.parse(body);
  const [, parts] = (body as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return JSON.parse(parts.map((part) => (typeof part === 'string' ? part : 'REF')).join(''));
}

/** Metrics on each dashboard (every line of every graph, hidden ones of a math expression included). */
export function dashboardMetrics(template: TemplateJson): number[] {
  return resourcesOfType(template, 'AWS::CloudWatch::Dashboard').map((d) =>
    dashboardBody(d.DashboardBody).widgets.reduce((sum, w) => sum + (w.properties?.metrics?.length ?? 0), 0),
  );
}

/** Metrics made from log lines: each is a custom metric, billed for the hours in which a line matched. */
export function metricFilterMetrics(template: TemplateJson): { namespace: string; name: string }[] {
  return resourcesOfType(template, 'AWS::Logs::MetricFilter').flatMap((f) =>
    (f.MetricTransformations as { MetricNamespace: string; MetricName: string }[]).map((m) => ({
      namespace: m.MetricNamespace,
      name: m.MetricName,
    })),
  );
}

/** Rules of each web ACL (a managed rule group is one rule). */
export function webAclRules(template: TemplateJson): number[] {
  return resourcesOfType(template, 'AWS::WAFv2::WebACL').map((acl) => (acl.Rules ?? []).length);
}

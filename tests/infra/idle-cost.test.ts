import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';
import { resourcesOfType, type TemplateJson } from './billed-items';
import { deployableTemplates } from './deployable-templates';
import { idleCost, runsPerMonth, usd, type IdleCost } from './idle-cost';

const STAGE = 'test';

/** A document's text with every run of white space made one space: its figures may be broken over lines. */
const prose = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8').replace(/\s+/g, ' ');
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
/** "about $17", "about $12.90": the docs round the totals. */
const aboutDollars = (amount: number) => `about $${Math.round(amount)}`;
const aboutCents = (amount: number) => `about ${usd(Math.round(amount * 10) / 10)}`;

/** The rows of docs/deploy.md's table "What the shop costs when nobody buys": line, what in the stacks, a month. */
function costTable(): string[][] {
  const doc = readFileSync(join(REPO_ROOT, 'docs/deploy.md'), 'utf8');
  const section = doc.split('## What the shop costs when nobody buys')[1].split('\n## ')[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

let cost: IdleCost;
let stage: Record<string, any>;

beforeAll(() => {
  const { shop, edge } = deployableTemplates({ stage: STAGE });
  cost = idleCost(shop.toJSON() as TemplateJson, edge.toJSON() as TemplateJson);
  [stage] = resourcesOfType(shop.toJSON() as TemplateJson, 'AWS::ApiGatewayV2::Stage');
});

describe('the schedules a month of idle running is counted from (issue 29, defect 12)', () => {
  it.each([
    ['rate(1 minute)', 43_800],
    ['rate(5 minutes)', 8_760],
    ['rate(1 hour)', 730],
    ['rate(2 hours)', 365],
    ['rate(1 day)', 730 / 24],
    ['rate(7 days)', 730 / 24 / 7],
  ])('counts the runs a month of %s', (expression, runs) => {
    expect(runsPerMonth(expression)).toBeCloseTo(runs, 6);
  });

  it('refuses a schedule it cannot count rather than guess', () => {
    expect(() => runsPerMonth('cron(0 3 * * ? *)')).toThrow('Unexpected schedule cron(0 3 * * ? *)');
  });
});

describe("docs/deploy.md's idle cost is the synthesised stacks' (issue 29, defect 12)", () => {
  it('has each line of the bill with its amount, and the total', () => {
    const rows = costTable();
    expect(rows.slice(0, -1).map(([line, , amount]) => [line, amount])).toEqual(
      cost.lines.map((l) => [l.name, usd(l.amount)]),
    );
    expect(rows.at(-1)).toEqual(['**total**', '', `**${aboutDollars(cost.total)}**`]);
  });

  it('counts what the templates hold', () => {
    const what = Object.fromEntries(costTable().map(([line, basis]) => [line, basis]));
    expect(what['CloudWatch alarms']).toContain(`${cost.alarms.length} alarms reading ${cost.alarmMetrics} metrics`);
    expect(cost.dashboards).toHaveLength(1);
    expect(what['CloudWatch dashboard']).toContain(`1 dashboard of ${cost.dashboards[0]} metrics`);
    expect(what.WAF).toContain(`${cost.webAclRules[0]} rules`);
    expect(what['Secrets Manager']).toContain(`${cost.secrets} secrets`);
    expect(what.Lambda).toContain(`${thousands(cost.scheduledRuns)} runs`);
    expect(what.SQS).toContain(`~${thousands(cost.sqsRequests)} requests`);
  });

  it("gives the total within the always-free tier, each alarm, the dashboard's size and the stage's throttle", () => {
    const doc = prose('docs/deploy.md');
    expect(doc).toContain(`pays ${aboutCents(cost.totalWithFreeTier)}`);
    for (const { name } of cost.alarms) expect(doc).toContain(`| \`${name.replace(`-${STAGE}-`, '-<stage>-')}\``);
    expect(doc).toContain(`The CloudWatch dashboard \`shop-<stage>\` (${cost.dashboards[0]} metrics)`);
    const { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst } = stage.DefaultRouteSettings;
    expect(doc).toContain(`over its throttle (${rate} requests/s, burst ${thousands(burst)} `);
    expect(doc).toContain(`(by default ${rate} requests/s, burst ${thousands(burst)};`);
  });
});

describe("decision 0050's figures are the synthesised stacks' (issue 29, defect 12)", () => {
  const line = (name: string) => cost.lines.find((l) => l.name === name)!;

  it('the alarms, the dashboard and the monthly bill', () => {
    const decision = prose('docs/decisions/0050-alarms-on-aggregates.md');
    expect(decision).toContain(`${cost.alarms.length} alarms reading ${cost.alarmMetrics} metrics`);
    expect(decision).toContain(`${cost.dashboards[0]} metrics on one page`);
    expect(decision).toContain(`${aboutDollars(cost.total)} a month when nobody buys`);
    expect(decision).toContain(
      `(WAF ${usd(line('WAF').amount)}, dashboard ${usd(line('CloudWatch dashboard').amount)}, secrets ${usd(line('Secrets Manager').amount)}, alarms ${usd(line('CloudWatch alarms').amount)}, SQS polling ${usd(line('SQS').amount)},`,
    );
    expect(decision).toContain(`${aboutCents(cost.totalWithFreeTier)} with the always-free tier`);
  });
});

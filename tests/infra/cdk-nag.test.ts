import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testShopApp } from './test-shop-app';

interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs: Array<{ constructPath: string }>;
}

/** Synthesises the whole app (bundling skipped) with the AwsSolutions pack; returns what it still reports. */
function nagFindings(env: NodeJS.ProcessEnv): { synthesised: boolean; violations: Violation[] } {
  const outdir = mkdtempSync(join(tmpdir(), 'shop-nag-'));
  try {
    const { app } = testShopApp({ outdir, context: { stage: 'test', alarmEmail: 'ops@kesara.lk' } }, env);
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    let synthesised = true;
    try {
      app.synth();
    } catch {
      synthesised = false;
    }
    let violations: Violation[] = [];
    try {
      const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8'));
      violations = report.pluginReports.flatMap((r: { violations: Violation[] }) => r.violations);
    } catch {
      // no report: nothing was found
    }
    return { synthesised, violations };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const describeViolations = (violations: Violation[]) =>
  violations.map(
    (v) => `${v.ruleName} (${v.severity}) at ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`,
  );

describe('cdk-nag AwsSolutions pack on the synthesised app', () => {
  it('a deployable synth (shop + edge stacks) passes with no finding left', { timeout: 300_000 }, () => {
    const { synthesised, violations } = nagFindings({
      CDK_DEFAULT_ACCOUNT: '123456789012',
      CDK_DEFAULT_REGION: 'ap-south-1',
    });
    expect(describeViolations(violations)).toEqual([]);
    expect(synthesised).toBe(true);
  });

  it(
    'an offline synth passes too; its one warning is the missing web ACL, which only a deployment can reference',
    { timeout: 300_000 },
    () => {
      const { synthesised, violations } = nagFindings({});
      expect(synthesised).toBe(true);
      expect(describeViolations(violations)).toEqual([
        'AwsSolutions-CFR2 (warning) at Shop-test/Web/Distribution/Resource',
      ]);
    },
  );
});

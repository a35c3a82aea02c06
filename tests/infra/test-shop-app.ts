import type { AppProps } from 'aws-cdk-lib';
import { createShopApp } from '../../infra/shop-app';

/**
 * The shop's CDK app as the assertion tests build it: bundling skipped, and CDK's built-in CloudFormation
 * validation (a WebAssembly rule engine, about 70 % of a synth's time) left to `cdk synth`, which `npm test` runs
 * once on the deployable app; here it would run again for each of the dozen synths.
 */
export function testShopApp(
  { context = {}, ...props }: AppProps = {},
  env: NodeJS.ProcessEnv = {},
): ReturnType<typeof createShopApp> {
  return createShopApp(
    { ...props, builtinCloudFormationValidation: false, context: { 'aws:cdk:bundling-stacks': [], ...context } },
    env,
  );
}

let defaultApp: ReturnType<typeof createShopApp> | undefined;

/**
 * The app with the test stage's defaults and nothing else set, built once per worker and shared by the files that
 * only read it and run in that worker (the infra files keep their worker's imports, `isolate: false`): each of them
 * built and synthesised the same app again. A file that changes settings builds its own with testShopApp.
 */
export function defaultTestShopApp(): ReturnType<typeof createShopApp> {
  defaultApp ??= testShopApp({ context: { stage: 'test' } });
  return defaultApp;
}

import { App, type AppProps } from 'aws-cdk-lib';
import { routes } from '../shared/routes';
import { readDeploySettings } from './deploy-settings';
import { ShopStack } from './shop-stack';

/**
 * Builds the CDK app: one stack per stage, named `Shop-<stage>`. Account and region come from the CLI's
 * credentials when there are any; without them the stack is environment-agnostic, so `cdk synth` works offline.
 */
export function createShopApp(props: AppProps = {}, env: NodeJS.ProcessEnv = process.env): { app: App; stack: ShopStack } {
  const app = new App(props);
  const settings = readDeploySettings(app, env);
  const stack = new ShopStack(app, `Shop-${settings.stage}`, {
    settings,
    routes,
    env: { account: env.CDK_DEFAULT_ACCOUNT, region: env.CDK_DEFAULT_REGION },
    description: `Kesara grooming shop (${settings.stage}): SPA, API, table, uploads`,
  });
  return { app, stack };
}

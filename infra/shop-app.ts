import { App, type AppProps } from 'aws-cdk-lib';
import { routes } from '../shared/routes';
import { readDeploySettings } from './deploy-settings';
import { EdgeStack } from './edge-stack';
import { ShopStack } from './shop-stack';

/**
 * Builds the CDK app: one stack per stage, named `Shop-<stage>`. Account and region come from the CLI's
 * credentials when there are any; without them the stack is environment-agnostic, so `cdk synth` works offline.
 */
export function createShopApp(
  props: AppProps = {},
  env: NodeJS.ProcessEnv = process.env,
): { app: App; stack: ShopStack; edge: EdgeStack } {
  const app = new App(props);
  const settings = readDeploySettings(app, env);
  const account = env.CDK_DEFAULT_ACCOUNT;
  const region = env.CDK_DEFAULT_REGION;
  // The web ACL of a distribution must be in us-east-1; a stack with a known account and region references it
  // across regions (CDK keeps the ARN in SSM), an offline synth takes it from context or goes without.
  const canReference = Boolean(account && region);
  const edge = new EdgeStack(app, `Shop-${settings.stage}-Edge`, {
    stage: settings.stage,
    alarmEmail: settings.alarmEmail,
    env: { account, region: 'us-east-1' },
    crossRegionReferences: canReference,
    description: `Kesara grooming shop (${settings.stage}): web ACL and its alarm (us-east-1)`,
  });
  const stack = new ShopStack(app, `Shop-${settings.stage}`, {
    settings,
    routes,
    webAcl: canReference
      ? { arn: edge.webAclArn, name: edge.webAclName }
      : settings.webAclArn
        ? { arn: settings.webAclArn, name: edge.webAclName }
        : undefined,
    env: { account, region },
    crossRegionReferences: canReference,
    description: `Kesara grooming shop (${settings.stage}): SPA, API, table, uploads`,
  });
  if (canReference) stack.addStackDependency(edge);
  return { app, stack, edge };
}

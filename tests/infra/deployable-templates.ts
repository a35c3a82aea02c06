import { Template } from 'aws-cdk-lib/assertions';
import { withNestedStacks } from './stack-resources';
import { testShopApp } from './test-shop-app';

/**
 * The shop stack (with its nested stacks' resources) and the us-east-1 edge stack of a deployable synth: account and
 * region known, so the edge stack's web ACL is on the distribution. Bundling is skipped.
 */
export function deployableTemplates(context: Record<string, string> = {}): { shop: Template; edge: Template } {
  const { stack, edge } = testShopApp(
    { context },
    { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'ap-south-1' },
  );
  return { shop: withNestedStacks(stack), edge: Template.fromStack(edge) };
}

import { Template } from 'aws-cdk-lib/assertions';
import { createShopApp } from '../../infra/shop-app';
import { withNestedStacks } from './stack-resources';

/**
 * The shop stack (with its nested stacks' resources) and the us-east-1 edge stack of a deployable synth: account and
 * region known, so the edge stack's web ACL is on the distribution. Bundling is skipped.
 */
export function deployableTemplates(context: Record<string, string> = {}): { shop: Template; edge: Template } {
  const { stack, edge } = createShopApp(
    { context: { 'aws:cdk:bundling-stacks': [], ...context } },
    { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'ap-south-1' },
  );
  return { shop: withNestedStacks(stack), edge: Template.fromStack(edge) };
}

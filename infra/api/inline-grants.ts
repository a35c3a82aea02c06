import { Aspects, type IAspect } from 'aws-cdk-lib';
import { CfnRole, type Policy, type Role } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/**
 * Writes a function role's grants as the role's own inline policy instead of a separate `AWS::IAM::Policy`
 * resource. The statements are the same ones (the grants and the log group's write, to this role only), so the
 * role allows exactly what it did; the stack has one resource less per function, which keeps a route at about six
 * CloudFormation resources (decisions 0010, 0056). Run when the app is synthesised, after every grant was made.
 */
class InlineDefaultPolicy implements IAspect {
  constructor(private readonly role: Role) {}

  visit(node: IConstruct): void {
    if (node !== this.role) return;
    const policy = this.role.node.tryFindChild('DefaultPolicy') as Policy | undefined;
    if (!policy) return;
    (this.role.node.defaultChild as CfnRole).policies = [{ policyName: 'grants', policyDocument: policy.document }];
    this.role.node.tryRemoveChild('DefaultPolicy');
  }
}

export function inlineGrantsOf(role: Role): void {
  Aspects.of(role).add(new InlineDefaultPolicy(role));
}

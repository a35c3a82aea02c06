import type { Template } from 'aws-cdk-lib/assertions';

/** Reads the wiring of a synthesised template: route -> integration -> function -> role -> policy statements. */
type Resource = {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

type Statement = { Action: string | string[]; Resource: unknown };
type Document = { Statement: Statement[] };

export class TemplateGraph {
  readonly resources: Record<string, Resource>;

  constructor(template: Template) {
    this.resources = template.toJSON().Resources;
  }

  ofType(type: string): [string, Resource][] {
    return Object.entries(this.resources).filter(([, r]) => r.Type === type);
  }

  /** Logical ids a CloudFormation value refers to (Ref, Fn::GetAtt), at any depth. */
  static refsIn(value: unknown): string[] {
    if (Array.isArray(value)) return value.flatMap((v) => TemplateGraph.refsIn(v));
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      if (typeof obj.Ref === 'string') return [obj.Ref];
      if (Array.isArray(obj['Fn::GetAtt'])) return [String(obj['Fn::GetAtt'][0])];
      return Object.values(obj).flatMap((v) => TemplateGraph.refsIn(v));
    }
    return [];
  }

  private refOfType(value: unknown, type: string): string {
    const ids = TemplateGraph.refsIn(value).filter((id) => this.resources[id]?.Type === type);
    if (ids.length !== 1) throw new Error(`Expected one ${type} reference, found ${ids.length}`);
    return ids[0];
  }

  routesWithKey(routeKey: string): string[] {
    return this.ofType('AWS::ApiGatewayV2::Route')
      .filter(([, r]) => r.Properties.RouteKey === routeKey)
      .map(([id]) => id);
  }

  integrationOfRoute(routeId: string): string {
    return this.refOfType(this.resources[routeId].Properties.Target, 'AWS::ApiGatewayV2::Integration');
  }

  functionOfIntegration(integrationId: string): string {
    return this.refOfType(this.resources[integrationId].Properties.IntegrationUri, 'AWS::Lambda::Function');
  }

  /**
   * Every statement a function's role is granted: its inline policies (infra/api/inline-grants.ts) and any
   * `AWS::IAM::Policy` attached to it.
   */
  statementsOfFunction(functionId: string): Statement[] {
    const roleId = this.refOfType(this.resources[functionId].Properties.Role, 'AWS::IAM::Role');
    const inline = (this.resources[roleId].Properties.Policies ?? []) as Array<{ PolicyDocument: Document }>;
    const attached = this.ofType('AWS::IAM::Policy')
      .filter(([, p]) => TemplateGraph.refsIn(p.Properties.Roles).includes(roleId))
      .map(([, p]) => p.Properties as { PolicyDocument: Document });
    return [...inline, ...attached].flatMap((p) => p.PolicyDocument.Statement);
  }

  /** The secrets (by logical id) a function's role may read. */
  secretsReadByFunction(functionId: string): string[] {
    return this.statementsOfFunction(functionId)
      .filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes('secretsmanager:GetSecretValue'))
      .flatMap((s) => TemplateGraph.refsIn(s.Resource));
  }

  actionsOfFunction(functionId: string): string[] {
    return this.statementsOfFunction(functionId).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
  }
}

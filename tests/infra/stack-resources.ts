import { NestedStack, Stack, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { isDeepStrictEqual } from 'node:util';

type Json = Record<string, any>;

/** A stack's own template, and the same for each stack nested in it (at any depth), parent first. */
export function stackTemplates(stack: Stack): { stack: Stack; template: Template }[] {
  const nested = stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);
  return [{ stack, template: Template.fromStack(stack) }, ...nested.flatMap((n) => stackTemplates(n))];
}

/** Replaces `{ Ref: <parameter> }` by the value the parent passes in, at any depth. */
function substitute(value: unknown, parameters: Json): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, parameters));
  if (value && typeof value === 'object') {
    const obj = value as Json;
    if (typeof obj.Ref === 'string' && obj.Ref in parameters) return parameters[obj.Ref];
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, substitute(v, parameters)]));
  }
  return value;
}

/**
 * One template holding the resources of a stack and of every stack nested in it (decision 0060), each nested
 * stack's parameters replaced by what its parent passes: a reference to the table or the distribution reads as it
 * would in one stack, so the assertions do not care which stack a resource is in. Outputs are the parent's.
 */
export function withNestedStacks(stack: Stack): Template {
  const merged = structuredClone(Template.fromStack(stack).toJSON()) as Json;
  for (const { stack: nested, template } of stackTemplates(stack).slice(1)) {
    const parent = withNestedStackParent(nested);
    const resource = (nested as NestedStack).nestedStackResource as CfnResource;
    const parentId = parent.resolve(resource.logicalId) as string;
    const parameters = (merged.Resources[parentId]?.Properties?.Parameters ?? {}) as Json;
    const own = substitute(template.toJSON(), parameters) as Json;
    for (const section of ['Resources', 'Conditions', 'Mappings']) {
      for (const [id, value] of Object.entries((own[section] ?? {}) as Json)) {
        merged[section] ??= {};
        // The same mapping (the secrets extension's layer per region) may be in several; a resource may not.
        const clash = id in merged[section] && !isDeepStrictEqual(merged[section][id], value);
        if (clash) throw new Error(`${section} ${id} differs between two stacks of ${stack.node.path}`);
        merged[section][id] = value;
      }
    }
  }
  return Template.fromJSON(merged);
}

function withNestedStackParent(nested: Stack): Stack {
  if (!nested.nestedStackParent) throw new Error(`${nested.node.path} is not a nested stack`);
  return nested.nestedStackParent;
}

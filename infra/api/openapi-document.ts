import * as z from 'zod/mini';
import { errorEnvelope } from '../../shared/api/envelope';
import { letterLimitOf } from '../../shared/validation/fields';
import { routes, type RouteDef } from '../../shared/routes';

/**
 * The OpenAPI 3.1 description of /api/v2, generated from the route table (docs/api/openapi.json, written by
 * `npm run openapi` and served locally at /api/openapi.json). Request schemas are written as a client sends them
 * (zod's input side), answers as the server sends them (output side); checks that JSON Schema cannot express
 * (SPEC's refinements, the lenient readings of docs/api section 7) are left to the server.
 */
type JsonSchema = Record<string, unknown>;

const OPENAPI_ERROR = '#/components/schemas/ErrorEnvelope';

/** A limit in characters as people count them (docs/api 0.5), which JSON Schema's code-point `maxLength` is not. */
function markLetterLimit({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  const max = letterLimitOf(zodSchema);
  if (max !== undefined) jsonSchema['x-max-letters'] = max;
}

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: markLetterLimit,
  }) as JsonSchema;
  return rest;
}

function parameters(route: RouteDef): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const where of ['path', 'query'] as const) {
    const schema = where === 'path' ? route.params : route.query;
    if (!schema) continue;
    const object = jsonSchema(schema, 'input');
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(
      (object.properties as Record<string, JsonSchema> | undefined) ?? {},
    )) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return out;
}

function requestBody(route: RouteDef): JsonSchema | undefined {
  if (!route.body) return undefined;
  const schema = jsonSchema(route.body, 'input');
  if (route.multipart) {
    const files = Object.fromEntries(route.multipart.files.map((name) => [name, { type: 'string', format: 'binary' }]));
    const properties = { ...((schema.properties as JsonSchema | undefined) ?? {}), ...files };
    return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties } } } };
  }
  const mediaType = route.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: false, content: { [mediaType]: { schema } } };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: OPENAPI_ERROR } } },
});

function responses(route: RouteDef): JsonSchema {
  const success = {
    description: 'Success (201 when the call created something; docs/api/README.md 0.3)',
    content: { [route.produces ?? 'application/json']: { schema: jsonSchema(route.response, 'output') } },
  };
  const guarded =
    route.access !== 'public'
      ? { '401': errorAnswer('No valid session'), '403': errorAnswer('The role may not use this route') }
      : {};
  return {
    '2XX': success,
    ...guarded,
    '4XX': errorAnswer('Refused: the envelope with `message`, and `errors` on a 422'),
    '500': errorAnswer('A fault on our side'),
  };
}

function security(route: RouteDef): JsonSchema[] {
  if (route.access !== 'public') return [{ bearer: [] }];
  // A public route that identifies its caller takes a token when there is one.
  return route.identifiesCaller ? [{}, { bearer: [] }] : [];
}

function operation(route: RouteDef): JsonSchema {
  const body = requestBody(route);
  const params = parameters(route);
  return {
    operationId: route.id,
    tags: [route.id.split('-')[0]],
    'x-access': route.access,
    security: security(route),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kesara grooming shop API',
      version: '2',
      description:
        'Generated from the route table (shared/routes) by `npm run openapi`. Conventions, quirks and status codes: docs/api/README.md.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `access_token` of sign-in or sign-up (contract A1, A3).',
        },
      },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelope, 'output') },
    },
  };
}

/** The document as it is committed: two-space JSON with a final newline. */
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

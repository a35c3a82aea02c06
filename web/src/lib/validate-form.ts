import type * as z from 'zod/mini';

/** Runs a shared schema on a form's values: the parsed data, or the first message per field. */
export function validateForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): { data?: z.infer<S>; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The first message of each field of a server field map (`{field: [msg, ...]}` or `{field: msg}`). */
export function firstMessages(map: Record<string, string[] | string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(map ?? {})) {
    const first = Array.isArray(v) ? v[0] : v;
    if (first) out[k] = first;
  }
  return out;
}

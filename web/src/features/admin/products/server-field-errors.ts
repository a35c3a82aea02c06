import { ApiError } from '../../../lib/api';

/** The Options section's messages under the server's own keys (`options.0.values`, `variants.2.sku`). */
export function serverOptionErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return out;
  for (const [key, value] of Object.entries(error.fieldErrors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first && /^(options|variants)\b/.test(key)) out[key] = first;
  }
  return out;
}

/** The server's field map as the form shows it: the first message of each field; `images.0` folds into `images`. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fieldErrors) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.fieldErrors)) {
    const field = key.split(/[.[]/)[0];
    const first = Array.isArray(value) ? value[0] : value;
    if (first && !out[field]) out[field] = first;
  }
  return Object.keys(out).length > 0 ? out : null;
}

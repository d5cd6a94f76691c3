import { shapes } from '@tongxin/api-client/catalogue';
import { z } from 'zod';

/** How deep a value is walked (params are flat; a JSON body may nest). */
const MAX_DEPTH = 8;
const { isFitText, PARAM_MESSAGES } = shapes;

/**
 * The path of the first text in a value — a string, or an object's key — holding a control
 * character or invalid Unicode (see `isFitText`), or null. Every declaration's params are checked
 * with it after they parse, so a call declared with a plain `z.string()` still never hands such
 * text to a handler (PostgreSQL refuses NUL and lone surrogates: a 500, not the 400 it should be).
 */
export function unfitTextPath(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isFitText(value) ? null : path;
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unfitTextPath(item, [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isFitText(key)) return [...path, key];
    const found = unfitTextPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The params failure of unfit text at a path, as the declaration's own schema would report it. */
export function unfitTextError(path: (string | number)[]): z.ZodError {
  return new z.ZodError([{ code: 'custom', path, message: PARAM_MESSAGES.text, input: undefined }]);
}

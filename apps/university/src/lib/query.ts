import { ApiError } from '@tongxin/api-client';
import { defineScope } from '@tongxin/api-client/react';
import { api } from './api';

/**
 * The university's one scope: its pages pass every param themselves (the applicant's rid and
 * token come from the page's query or the stored session), and the client's session hook (the
 * shell's) already answers 1000001 by clearing the session and opening login.
 *
 * @example
 * const reg = useRead(universityScope, university.getRegInfo, params, { enabled: signedIn });
 */
export const universityScope = defineScope({
  name: 'university',
  client: api,
  use: () => ({ params: {}, key: null, ready: true }),
});

/**
 * What to tell the user about a failed action: the server's msg (spec §8: server msg values
 * appear as failure toasts) or the transport message, else the page's own failure text.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.kind === 'server' || error.kind === 'transport'))
    return error.message;
  return fallback;
}

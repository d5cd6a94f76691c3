import { ApiError } from '@tongxin/api-client';
import { defineScope } from '@tongxin/api-client/react';
import { api } from './api';
import { readCredentials } from './session';

/**
 * Calls whose pages pass every param themselves: the public ones (the home, sign-in) and the
 * payment page, which pays for the applicant its query names. The client's session hook (the
 * shell's) answers 1000001 by clearing the session and opening login, for every scope.
 *
 * @example
 * const page = useRead(universityScope, university.getPageShow, { iid, type: 1 });
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

/**
 * The signed-in applicant's calls: the scope adds the stored `rid` and `token` (spec §4) and keys
 * the cache by the applicant, so a page passes only what it asks about. Idle while signed out.
 *
 * @example
 * const reg = useRead(applicantScope, university.getRegInfo, { id: regId });
 * const submit = useWrite(applicantScope, university.submit, { invalidates: [university.getRegInfo] });
 */
export const applicantScope = defineScope({
  name: 'applicant',
  client: api,
  notReady: '请先登录',
  use: () => {
    const signedIn = readCredentials();
    return {
      params: { rid: signedIn?.rid ?? 0, token: signedIn?.token ?? '' },
      key: signedIn ? { rid: signedIn.rid } : null,
      ready: signedIn !== null,
    };
  },
});

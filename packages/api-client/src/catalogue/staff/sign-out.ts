import * as z from 'zod/mini';
import { done } from '../shapes';
import { defineConsoleCall } from './define-console-call';
import { STAFF_ROLES } from './define-console-call';

/** Ends this session. */
export const signOut = defineConsoleCall({
  name: 'staff.signOut',
  method: 'POST',
  uri: '/sign-out',
  scope: 'self',
  roles: STAFF_ROLES,
  params: {},
  result: done,
});

/** Ends every session of the caller's account, on every device (this one included). */
export const signOutEverywhere = defineConsoleCall({
  name: 'staff.signOutEverywhere',
  method: 'POST',
  uri: '/sign-out-everywhere',
  scope: 'self',
  roles: STAFF_ROLES,
  params: {},
  result: z.object({ ended: z.number() }),
});

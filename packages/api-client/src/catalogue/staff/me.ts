import { callError } from '../../define';
import { done, textParam } from '../shapes';
import { defineConsoleCall, STAFF_ROLES } from './define-console-call';
import { meSchema, staffPasswordParam } from './schemas';

/** The signed-in caller (the console's shell reads it first). */
export const me = defineConsoleCall({
  name: 'staff.me',
  method: 'GET',
  uri: '/me',
  scope: 'self',
  roles: STAFF_ROLES,
  params: {},
  result: meSchema,
});

/** Changes the caller's password; every other session of the account ends. */
export const changePassword = defineConsoleCall({
  name: 'staff.changePassword',
  method: 'POST',
  uri: '/me/password',
  scope: 'self',
  roles: STAFF_ROLES,
  params: { oldPassword: textParam(64, 1), newPassword: staffPasswordParam },
  result: done,
  errors: { wrongOldPassword: callError(4910, '原密码不正确'), weakPassword: callError(4905, '密码至少 8 位，需同时包含字母和数字') },
});

/*
 * The organiser console's own calls: staff sign-in and sessions, tenants (the platform's and the
 * caller's own), staff and roles, the audit log. Every console call is declared with
 * `defineConsoleCall`, which carries who may make it (`ConsoleRule`); modules declare theirs in
 * their own folders the same way.
 */

export { signIn } from './sign-in';
export { signOut, signOutEverywhere } from './sign-out';
export { me, changePassword } from './me';
export { tenantList, tenantCreate, tenantGet, tenantUpdate, tenantHosts } from './tenants';
export { staffList, staffInvite, staffUpdate } from './staff';
export { auditList } from './audit-list';
export { allows, defineConsoleCall, staffScope, reasonParam, CONSOLE_ERRORS, STAFF_ROLES, PLATFORM_ROLE, ROLE_LABEL, type StaffRole, type AnyRole } from './define-console-call';
export {
  staffSchema,
  meSchema,
  tenantSchema,
  auditRowSchema,
  TENANT_MODULES,
  TENANT_CHANNELS,
  MODULE_LABEL,
  CHANNEL_LABEL,
  SECRET_KEYS,
  HOST_PATTERN,
  isStrongPassword,
  WEAK_PASSWORD,
  type Staff,
  type Me,
  type Tenant,
  type AuditRow,
  type SecretKey,
} from './schemas';

export { consoleDashboard, type DashboardDay } from './console-dashboard';
export { weekact } from './weekact';
export { adperson } from './adperson';
export { adtrade } from './adtrade';
export { adinsure } from './adinsure';
export { leader } from './leader';
export { sms } from './sms';
export {
  type Bucket,
  SMS_KIND_LABEL,
  SMS_KINDS,
  SMS_PURPOSE_LABEL,
  SMS_PURPOSES,
  type SmsKind,
  type SmsPurpose,
  type SmsStatis,
  STATIS_ERRORS,
  STATIS_ROLES,
  type StatisRole,
} from './schemas';

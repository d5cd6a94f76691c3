export { subjects } from './subjects';
export { subject } from './subject';
export { area } from './area';
export { site } from './site';
export { checkIn } from './check-in';
export { records } from './records';
export { rank } from './rank';
export { certificate } from './certificate';
export { emergencyContacts, sos } from './sos';
export { map } from './map';
export {
  type Area,
  type Certificate,
  CHECK_IN_METHOD,
  type CheckInResult,
  type MapPlace,
  type RankRow,
  type SignRecord,
  type Site,
  type SiteDetail,
  type Subject,
  type SubjectCard,
  SUBJECT_STATE,
} from './schemas';

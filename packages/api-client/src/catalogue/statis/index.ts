export { weekact } from './weekact';
export { adperson } from './adperson';
export { adtrade } from './adtrade';
export { adinsure } from './adinsure';
export { leader } from './leader';
export { type Bucket, STATIS_ERRORS, STATIS_ROLES, type StatisRole } from './schemas';

export { plans } from './plans';
export { status } from './status';
export { SAAS_ERRORS, type SaasPlan } from './schemas';

/*
 * Activities: the list and its filters (spec §7 /v1/distribution/act/list,
 * /v1/act/province/list), detail, enrolment (an order of business type 1 through the order
 * kernel: ENROL_ERRORS, EnrolmentInfo; the paid enrolment with its code),
 * check-in at sign places, the leader's roster, reviews, ranks, teams, departures by city and
 * destinations, and the distributor's list.
 */
export { list, type ListParams } from './list';
export { provinces } from './provinces';
export { detail } from './detail';
export { companions } from './companions';
export { order } from './order';
export { orders } from './orders';
export { signPlaces } from './sign-places';
export { sign } from './sign';
export { roster } from './roster';
export { participant } from './participant';
export { signByCode } from './sign-by-code';
export { signRecords } from './sign-records';
export { review } from './review';
export { reviews } from './reviews';
export { rank } from './rank';
export { teams } from './teams';
export { joinTeam } from './join-team';
export { departures } from './departures';
export { destinations } from './destinations';
export { distrList } from './distr-list';
export { checkImg, commitForm, formItems, interest, REG_STATUS, registration, resetForm, saveFormItems } from './registration';
export {
  ACT_SORT,
  ACT_STATE,
  ACT_TIMESPAN,
  type ActCard,
  type Companion,
  ENROL_ERRORS,
  type EnrolmentInfo,
  type Enrolment,
  INSURANCE_MODE,
  RANK_BY,
  type Review,
  SIGN_WAY,
  type SignPlace,
} from './schemas';

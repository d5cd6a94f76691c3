import { route } from './route';

/** Sign-in sites (spec §2 sign group, map). */
export const signLinks = {
  index: route('/app/sign/index'),
  subject: route('/app/sign/:iid/index/:subjectid'),
  area: route('/app/sign/:iid/site/:areaid'),
  site: route('/app/sign/site?iid&id&code?'),
  record: route('/app/sign/record'),
  rank: route('/app/sign/rank?iid&subjectId'),
  certificate: route('/app/sign/cer?iid&subjectId'),
  sos: route('/app/sign/sos'),
  map: route('/app/sign/map'),
  /** The tenant's map of sites, campsites and homestays. */
  places: route('/app/map'),
};

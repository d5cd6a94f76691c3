import { route } from './route';

/** The member (spec §2 account group): sign-in, the personal centre, profile, password, contact, binding a mobile number. */
export const memberLinks = {
  /** Sign-in; `redirect` (a path of this app) brings the member back afterwards. */
  login: route('/app/account/login?redirect?'),
  personal: route('/app/account/personal'),
  personalInfo: route('/app/account/personal/info'),
  personalEdit: route('/app/account/personal/edit'),
  /** Setting or changing the sign-in password (not a route of routes.txt). */
  personalPassword: route('/app/account/personal/password'),
  contact: route('/app/account/contact'),
  /** Binding a mobile number: where a member who came by WeChat or the app proves a number. */
  fillinfo: route('/app/account/fillinfo?redirect?'),
};

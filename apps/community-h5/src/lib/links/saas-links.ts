import { route } from './route';

/** The organisation's plan (spec §2 pay/saas, pay/saasposter). */
export const saasLinks = {
  saas: route('/app/pay/saas'),
  poster: route('/app/pay/saasposter'),
};

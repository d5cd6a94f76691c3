import { route } from './route';

/** The site: a short link reached inside the app. */
export const siteLinks = {
  shortLink: route('/s/:code'),
};

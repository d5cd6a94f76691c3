import { route } from './route';

/** The member's collection (spec §2 collection/list). */
export const collectionLinks = {
  list: route('/app/collection/list'),
};

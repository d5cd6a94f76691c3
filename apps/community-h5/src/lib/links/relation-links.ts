import { route } from './route';

/** A member's relations (spec §2 relation group); `id` is the member the page is about (the signed-in one when left out). */
export const relationLinks = {
  index: route('/app/relation/index'),
  detail: route('/app/relation/detail?id'),
  baseinfo: route('/app/relation/baseinfo'),
  extra: route('/app/relation/extra'),
  auth: route('/app/relation/auth'),
  addImpress: route('/app/relation/addimpress?id'),
  impress: route('/app/relation/impress?id?'),
  praise: route('/app/relation/praise'),
  honor: route('/app/relation/honor'),
  company: route('/app/relation/company'),
  addCompany: route('/app/relation/addcompany?id?'),
  opinion: route('/app/relation/opinion'),
  card: route('/app/relation/card'),
};

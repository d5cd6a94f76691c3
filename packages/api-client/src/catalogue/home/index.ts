/*
 * The home page (spec §7 shop page: /api/mainPage, pageShow.list, pageContent/list,
 * features/types) and its landing pages: special and topic pages, the block order and the app
 * download banner.
 */

export { pageShow } from './page-show';
export { downloadInfo } from './download-info';
export { mainPage } from './main-page';
export { sections } from './sections';
export { feed } from './feed';
export { special } from './special';
export { topics } from './topics';
export { features } from './features';
export {
  type FeedItem,
  feedItemSchema,
  type Section,
  sectionSchema,
} from './schemas';

/*
 * The community shell's and home page's calls: the shop page's configuration (mainPage,
 * pageShow.list, pageContent/list, features/types, special and topic pages, page/show), claimable
 * coupons, the app download info, info pages and vip welfare, the domain lookup by name, the
 * short-link parse and aboutme. The rest of spec §7's community calls are in ../community, the
 * member's own in ../member-extra.
 */
export * from './home';
export * from './info';
export * from './site';
export { pictureLinkSchema, type PictureLink } from './shapes';

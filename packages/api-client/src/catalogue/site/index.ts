/*
 * The community shell's site calls (spec §2, §3, §7): the tenant of a host name, its index, the
 * short-link parse and the per-user site info (the site script and popups).
 */

export { domainByName } from './domain-by-name';
export { goIndexByIid } from './go-index-by-iid';
export { shortUrlParse } from './short-url-parse';
export { aboutMe } from './about-me';
export {
  type Ad,
  adSchema,
  POPUP_TYPES,
} from './schemas';
export { look, LOOK_TABS, type LookTab } from './look';

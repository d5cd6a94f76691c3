/*
 * The community shell's and home page's calls (community issue 7), declared here until the
 * catalogue's own community files take them over.
 */
export * from './home';
export * from './info';
export * from './site';
export { pictureLinkSchema, type PictureLink } from './shapes';

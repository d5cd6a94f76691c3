/**
 * Route names of spec §2 and their paths. Links and tests use these, never typed paths, so a
 * path changes in one place.
 */
export const routeNames = {
  UniversityFrameHome: '/app/university/frame/home',
  UniversityFrameBachelor: '/app/university/frame/bachelor',
  UniversityFrameMaster: '/app/university/frame/master',
  UniversityFramePersonal: '/app/university/frame/personal',
  UniversityApplyHome: '/app/university/apply/home',
  UniversityApplyForm: '/app/university/apply/form',
  UniversityPhotoGuide: '/app/university/apply/photo-guide',
  UniversityPhotoForm: '/app/university/apply/photo-form',
  UniversityPhotoPreview: '/app/university/apply/photo-preview',
  publicOrder: '/app/university/pay/public-order',
} as const;

export type RouteName = keyof typeof routeNames;

/** The three tab pages of the frame (spec §2): the mini-program top nav is hidden on them. */
export const TAB_ROUTES: readonly RouteName[] = [
  'UniversityFrameHome',
  'UniversityFrameMaster',
  'UniversityFramePersonal',
];

/**
 * The path of a route with its query. Empty and undefined values are left out.
 *
 * @example routeTo('UniversityApplyForm', { id: 12, groupDesc: '' }) // '/app/university/apply/form?id=12'
 */
export function routeTo(
  name: RouteName,
  query: Record<string, string | number | undefined> = {},
): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') qs.set(key, String(value));
  const text = qs.toString();
  return text ? `${routeNames[name]}?${text}` : routeNames[name];
}

/** The route name of a path, if it is one of ours. */
export function routeNameOf(pathname: string): RouteName | undefined {
  const clean = pathname.replace(/\/+$/, '');
  return (Object.keys(routeNames) as RouteName[]).find((name) => routeNames[name] === clean);
}

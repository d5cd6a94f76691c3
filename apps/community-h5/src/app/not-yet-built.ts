/**
 * Paths of routes.txt that no module registers yet. This list may only shrink: the route
 * coverage test (route-coverage.test.ts) fails when a path here is registered, so the team that
 * builds a page deletes its line in the same change, and fails when a path of routes.txt is
 * neither registered nor here. /app/university/* is the university app's.
 */
export const NOT_YET_BUILT: readonly string[] = [
  // volunteer service hours (issue 33)
  '/app/volunteer/:iid',
  '/app/volunteer/:iid/certificate/:id',
  '/app/volunteer/:iid/rank',
  '/app/volunteer/verify/:code',
  // the message centre (issue 33)
  '/app/message/:iid',
];

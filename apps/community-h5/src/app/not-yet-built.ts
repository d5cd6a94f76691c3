/**
 * Paths of routes.txt that no module registers yet. This list may only shrink: the route
 * coverage test (route-coverage.test.ts) fails when a path here is registered, so the team that
 * builds a page deletes its line in the same change, and fails when a path of routes.txt is
 * neither registered nor here. /app/university/* is the university app's.
 */
export const NOT_YET_BUILT: readonly string[] = [
  // volunteer service hours: no module keeps a volunteer's served hours yet
  '/app/volunteer/:iid',
  '/app/volunteer/:iid/certificate/:id',
  '/app/volunteer/:iid/rank',
  '/app/volunteer/verify/:code',
  // the message centre: no module keeps a member's messages yet
  '/app/message/:iid',
];

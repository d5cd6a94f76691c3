/** Route names of spec §2; the path is what a link or a test uses. */
export const routeNames = {
  UniversityFrameHome: '/app/university/frame/home',
  UniversityFrameMaster: '/app/university/frame/master',
  UniversityFrameBachelor: '/app/university/frame/bachelor',
  UniversityFramePersonal: '/app/university/frame/personal',
} as const;

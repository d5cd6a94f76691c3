import { defineManifest, type PageModule } from '../../lib/manifest';

const page = (path: string, load: () => Promise<PageModule>) => ({ path, page: load, auth: 'member' as const });

/** A member's relations (spec §2 relation group): the profile others see and what the member keeps in it. */
export default defineManifest({
  name: 'relation',
  routes: [
    page('/app/relation/index', () => import('./pages/index-page')),
    page('/app/relation/detail', () => import('./pages/detail-page')),
    page('/app/relation/baseinfo', () => import('./pages/baseinfo-page')),
    page('/app/relation/extra', () => import('./pages/extra-page')),
    page('/app/relation/auth', () => import('./pages/auth-page')),
    page('/app/relation/addimpress', () => import('./pages/addimpress-page')),
    page('/app/relation/impress', () => import('./pages/impress-page')),
    page('/app/relation/praise', () => import('./pages/praise-page')),
    page('/app/relation/honor', () => import('./pages/honor-page')),
    page('/app/relation/company', () => import('./pages/company-page')),
    page('/app/relation/addcompany', () => import('./pages/addcompany-page')),
    page('/app/relation/opinion', () => import('./pages/opinion-page')),
    page('/app/relation/card', () => import('./pages/card-page')),
  ],
});

import { defineConfig } from 'vite';
import { appConfig } from '@tongxin/vite-config';

// The organiser console, served by the server under /console; its sign-in page is preloaded from
// index.html (most first loads land there).
export default defineConfig(appConfig({ base: '/console/', port: 5175, landingPage: 'src/pages/sign-in-page.tsx' }));

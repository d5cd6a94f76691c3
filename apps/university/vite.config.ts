import { defineConfig } from 'vite';
import { appConfig } from '@tongxin/vite-config';

// The university home (package.json tongxin.firstLoad) is preloaded from index.html: its chunk
// no longer waits for the entry to ask for it before its two calls can start (one round trip
// fewer on a slow network).
export default defineConfig(
  appConfig({ base: '/app/university/', port: 5174, landingPage: 'src/pages/frame/home-page.tsx' }),
);

import { defineConfig } from 'vite';
import pxtorem from 'postcss-pxtorem';
import { appConfig } from '@tongxin/vite-config';

/**
 * Sizes in rem against the 375 px design width (ARCHITECTURE §10): the root font size is
 * width*18.75/375 px (spec §2, set by the shell and by global.css for the first paint), so 1rem is
 * 18.75px at 375. Only the app's own CSS and @tongxin/ui's (the page frame, field and states both
 * apps share, drawn to the same design width; from source or from its dist) are converted:
 * react-vant's and other dependencies' keep their px; 1px lines stay hairlines, and the root's
 * own size is not converted.
 */
const DESIGN_ROOT_PX = 18.75;
const isOwnCss = (file: string) =>
  /\/(apps\/community-h5\/src|packages\/ui\/src|@tongxin\/ui\/dist)\//.test(file.replaceAll('\\', '/'));
const remFromPx = pxtorem({
  rootValue: DESIGN_ROOT_PX,
  propList: ['*'],
  minPixelValue: 2,
  selectorBlackList: [/^html\b/],
  exclude: (file) => !isOwnCss(file),
});

/** The lazy page most visitors land on (package.json tongxin.firstLoad): preloaded from index.html. */
const config = appConfig({ base: '/app/', port: 5173, landingPage: 'src/modules/home/pages/index-page.tsx' });
export default defineConfig({
  ...config,
  css: { postcss: { plugins: [remFromPx] } },
});

import { defineConfig, type Plugin } from 'vite';
import pxtorem from 'postcss-pxtorem';
import { appConfig } from '@tongxin/vite-config';

/**
 * Sizes in rem against the 375 px design width (ARCHITECTURE §10): the root font size is
 * width*18.75/375 px (spec §2, set by the shell and by global.css for the first paint), so 1rem is
 * 18.75px at 375. Only the app's own CSS is converted (react-vant's and the packages' keep their
 * px); 1px lines stay hairlines, and the root's own size is not converted.
 */
const DESIGN_ROOT_PX = 18.75;
const isOwnCss = (file: string) => file.replaceAll('\\', '/').includes('/apps/community-h5/src/');
const remFromPx = pxtorem({
  rootValue: DESIGN_ROOT_PX,
  propList: ['*'],
  minPixelValue: 2,
  selectorBlackList: [/^html\b/],
  exclude: (file) => !isOwnCss(file),
});

/** The lazy page most visitors land on (package.json tongxin.firstLoad). */
const LANDING_PAGE = 'src/modules/home/pages/index-page.tsx';

/**
 * Preloads the landing page's chunk (and the chunks it imports, and its CSS) from index.html,
 * so the home page does not wait for the entry script to ask for it (ARCHITECTURE §7). Other
 * landings pay a few KB fetched in parallel, never a round trip.
 */
function preloadLandingPage(): Plugin {
  return {
    name: 'tongxin:preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const landing = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(LANDING_PAGE));
        if (!landing) throw new Error(`the landing page ${LANDING_PAGE} is not a chunk of the build`);
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || files.has(fileName) || already.has(fileName)) return;
          files.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        visit(landing.fileName);
        const base = '/app/';
        return [
          ...[...css].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${file}` }, injectTo: 'head' as const })),
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

const config = appConfig({ base: '/app/', port: 5173 });
export default defineConfig({
  ...config,
  plugins: [...(config.plugins ?? []), preloadLandingPage()],
  css: { postcss: { plugins: [remFromPx] } },
});

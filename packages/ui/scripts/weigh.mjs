// Weighs parts of @tongxin/ui as a consumer's Vite production build would ship them: one build per
// import, react and react-dom left out (every app has them), gzip level 9 like the served files.
// Usage: node scripts/weigh.mjs [name filter]   (prints a markdown table for the README)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = join(root, 'node_modules', '.weigh');

/** name → what a consumer writes. */
const cases = {
  'toast, confirmDialog': "export { toast, confirmDialog } from '@tongxin/ui';",
  'FormRenderer, validateForm': "export { FormRenderer, validateForm } from '@tongxin/ui';",
  SitePopup: "export { SitePopup } from '@tongxin/ui';",
  InfiniteList: "export { InfiniteList } from '@tongxin/ui';",
  LazyImage: "export { LazyImage } from '@tongxin/ui';",
  ScrollTabs: "export { ScrollTabs } from '@tongxin/ui';",
  ImageUploader: "export { ImageUploader } from '@tongxin/ui';",
  RegionPicker: "export { RegionPicker } from '@tongxin/ui';",
  QrCode: "export { QrCode } from '@tongxin/ui';",
  qrDataUrl: "export { qrDataUrl } from '@tongxin/ui';",
  Poster: "export { Poster } from '@tongxin/ui';",
  LineChart: "export { LineChart } from '@tongxin/ui';",
  'LineChart, BarChart, DonutChart':
    "export { LineChart, BarChart, DonutChart } from '@tongxin/ui';",
  RichText: "export { RichText } from '@tongxin/ui';",
  RankList: "export { RankList } from '@tongxin/ui';",
  Countdown: "export { Countdown } from '@tongxin/ui';",
  ScoreRow: "export { ScoreRow } from '@tongxin/ui';",
  CommentForm: "export { CommentForm } from '@tongxin/ui';",
  AvailabilityCalendar: "export { AvailabilityCalendar } from '@tongxin/ui';",
  'MapView (@tongxin/ui/map)': "export { MapView } from '@tongxin/ui/map';",
};

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const filter = process.argv[2];

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
console.log('| import | JS (first chunk) | lazy JS | CSS |\n| --- | --- | --- | --- |');
for (const [name, code] of Object.entries(cases)) {
  if (filter && !name.includes(filter)) continue;
  const entry = join(work, `${name.replace(/[^\w]+/g, '-')}.js`);
  writeFileSync(
    entry,
    code
      .replaceAll("'@tongxin/ui'", `'${join(root, 'src/index.ts')}'`)
      .replaceAll("'@tongxin/ui/map'", `'${join(root, 'src/map.ts')}'`),
  );
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    root: work,
    // Workspace packages are read from their src, as the apps read them.
    resolve: { conditions: ['source', 'module', 'browser', 'production', 'import', 'default'] },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: true,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      },
    },
  });
  const files = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  let first = 0;
  let lazy = 0;
  let css = 0;
  const firstNames = new Set();
  const main = files.find((f) => f.type === 'chunk' && f.isEntry);
  const visit = (file) => {
    if (firstNames.has(file)) return;
    firstNames.add(file);
    const chunk = files.find((f) => f.fileName === file);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  if (main) visit(main.fileName);
  for (const f of files) {
    if (f.type === 'chunk') {
      if (firstNames.has(f.fileName)) first += gz(f.code);
      else lazy += gz(f.code);
    } else if (f.fileName.endsWith('.css')) css += gz(String(f.source));
  }
  console.log(`| \`${name}\` | ${kb(first)} | ${lazy ? kb(lazy) : '—'} | ${css ? kb(css) : '—'} |`);
}
rmSync(work, { recursive: true, force: true });

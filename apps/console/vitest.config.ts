import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '@tongxin/vitest-config';

// antd's CommonJS build (its `main`) requires ESM-only packages (scroll-into-view-if-needed),
// which Node 20 cannot require: the tests take its ES build (`module`, what Vite bundles) instead.
// antd's table and forms render slowly in jsdom: on 2 cores loaded by other builds a page test
// took 98 s, so the timeout is a hang detector, not a speed limit.
export default defineConfig(
  mergeConfig(vitestPreset({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], testTimeout: 300_000 }), {
    resolve: { alias: [{ find: /^antd$/, replacement: 'antd/es' }] },
    test: { server: { deps: { inline: [/antd/, /@rc-component/, /@ant-design/] } } },
  }),
);

import { defineConfig } from 'vite';
import { appConfig } from '@tongxin/vite-config';

export default defineConfig(appConfig({ base: '/app/', port: 5173 }));

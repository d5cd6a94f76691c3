import { defineConfig } from 'vite';
import { appConfig } from '@tongxin/vite-config';

export default defineConfig(appConfig({ base: '/app/university/', port: 5174 }));

import type { Plugin, UserConfig } from 'vite';

export function precompress(): Plugin;
export function pageSources(): Plugin;
export function preloadLandingPage(landingPage: string): Plugin;
export function appConfig(options: { base: string; port: number; landingPage?: string; apiTarget?: string }): UserConfig;

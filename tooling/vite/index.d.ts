import type { Plugin, UserConfig } from 'vite';

export function precompress(): Plugin;
export function appConfig(options: { base: string; port: number; apiTarget?: string }): UserConfig;

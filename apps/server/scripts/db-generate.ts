/// <reference types="node" />
// `pnpm --filter @tongxin/server db:generate <module> [--name <tag>] [--custom]`: drizzle-kit
// generates a migration of one module (or `core`, the platform's own tables) from its schema.ts
// into its own migrations folder, found from the module list (README "Adding a server module").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { coreMigrationsFolder, moduleMigrationsFolder, serverRoot } from '../src/db/migrations';
import { modules } from '../src/modules';

const [name, ...rest] = process.argv.slice(2);
const known = ['core', ...modules.filter((m) => Object.keys(m.tables).length > 0).map((m) => m.name)];
if (!name || !known.includes(name)) {
  console.error(`usage: pnpm --filter @tongxin/server db:generate <${known.join('|')}> [--name <tag>] [--custom]`);
  process.exit(2);
}
const schema = name === 'core' ? join(serverRoot, 'src', 'db', 'schema.ts') : join(serverRoot, 'src', 'modules', name, 'schema.ts');
const out = name === 'core' ? coreMigrationsFolder : moduleMigrationsFolder(name);
if (!existsSync(schema)) {
  console.error(`${relative(serverRoot, schema)} does not exist: a module's tables are in its schema.ts`);
  process.exit(2);
}

// drizzle-kit's command line (its package exports no path to it; it sits beside the main entry).
const bin = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const result = spawnSync(process.execPath, [bin, 'generate', '--config', 'drizzle.config.ts', ...rest], {
  cwd: serverRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    TONGXIN_MIGRATION_SCHEMA: `./${relative(serverRoot, schema)}`,
    TONGXIN_MIGRATION_OUT: `./${relative(serverRoot, out)}`,
    // Schemas import other modules' public files, which import the workspace packages' sources.
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=source'].filter(Boolean).join(' '),
  },
});
process.exit(result.status ?? 1);

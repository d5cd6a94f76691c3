import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../platform/module';

/*
 * Where every migration lives, in the order they run. Each module owns its migrations (a
 * drizzle-kit folder of its own, generated from its schema.ts, with its own journal table), so
 * modules built at once on different branches never touch the same migration file:
 *
 * 1. apps/server/drizzle/: the history from before modules owned migrations (0000–0006). It is
 *    frozen: it still creates those tables on a new database and never re-runs on a database
 *    that has it (drizzle's own table, drizzle.__drizzle_migrations, records it).
 * 2. src/db/migrations/: the platform's own tables (tenants, domains, sms codes, payment notifies).
 * 3. src/modules/<name>/migrations/, in module list order, for every module with tables. A module
 *    whose tables the legacy history created starts with a baseline: an empty migration whose
 *    snapshot is its tables as that history left them.
 */

/** One folder of migrations and the table that records which of them ran. */
export interface MigrationSet {
  readonly name: string;
  readonly folder: string;
  /** In the `drizzle` schema. */
  readonly table: string;
}

/** The schema of every journal table (drizzle's default). */
export const MIGRATIONS_SCHEMA = 'drizzle';

/**
 * The legacy migrations folder, apps/server/drizzle: two levels up from src/db (source, tsx,
 * vitest), one or two up from a bundle in dist/ or dist/cli/. The first candidate that holds
 * drizzle's journal wins, so the checkout's own path (which may contain /src/ or /dist/) never
 * matters.
 */
export function findMigrationsFolder(from: string): string {
  const candidates = ['../../drizzle', '../drizzle'].map((up) => resolve(from, up));
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`no drizzle migrations next to ${from} (looked in ${candidates.join(', ')})`);
  return found;
}

/** apps/server/drizzle, the frozen history. */
export const migrationsFolder = findMigrationsFolder(dirname(fileURLToPath(import.meta.url)));
/** apps/server: the server's package folder (the sources sit beside the built bundle). */
export const serverRoot = dirname(migrationsFolder);

/** A module's migrations folder. */
export const moduleMigrationsFolder = (name: string) => join(serverRoot, 'src', 'modules', name, 'migrations');
/** The platform's own migrations folder. */
export const coreMigrationsFolder = join(serverRoot, 'src', 'db', 'migrations');

const journalTable = (name: string) => `__drizzle_migrations_${name.replace(/-/g, '_')}`;

/**
 * Every migration set in the order it runs: the legacy history, the platform's, then each module
 * with tables in list order. A module with tables and no migrations is a mistake reported at once
 * (README "Adding a server module": generate them).
 */
export function migrationSets(modules: readonly ServerModule[]): MigrationSet[] {
  const sets: MigrationSet[] = [
    { name: 'legacy', folder: migrationsFolder, table: '__drizzle_migrations' },
    { name: 'core', folder: coreMigrationsFolder, table: journalTable('core') },
  ];
  for (const module of modules) {
    if (Object.keys(module.tables).length === 0) continue;
    const folder = moduleMigrationsFolder(module.name);
    if (!existsSync(join(folder, 'meta', '_journal.json'))) {
      throw new Error(`module ${module.name} has tables but no migrations in ${folder}: pnpm --filter @tongxin/server db:generate ${module.name}`);
    }
    sets.push({ name: module.name, folder, table: journalTable(module.name) });
  }
  return sets;
}

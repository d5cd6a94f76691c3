import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';

/**
 * Seeds the demo tenants (1000 and 3073) into the configured database (DATABASE_URL, else the
 * embedded one in DATA_DIR) when it has no tenant yet; migrations run first. Safe to run while a
 * server starts on the same database: the seed is one transaction under an advisory lock.
 * Returns the exit code.
 */
export async function runSeed(env: Record<string, string | undefined> = process.env, print: (line: string) => void = console.log): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const where = database.dialect === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
    print((await seedIfEmpty(database.db)) ? `seeded demo tenants 1000 and 3073 (${where})` : `the database already has tenants: nothing seeded (${where})`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSeed().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

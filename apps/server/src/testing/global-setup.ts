import { shanghaiDay } from '../platform/time';
import { createPgliteTemplate, createPostgresTemplate, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, TEMPLATE_DAY_ENV } from './seeded-template';

/**
 * The server suite's global setup (vitest.config.ts): seeds the template databases each test app
 * starts from (./seeded-template.ts) once for the whole run, and removes them after it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const day = shanghaiDay(new Date());
  const pglite = await createPgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = pglite.file;
  const postgres = process.env.DATABASE_URL ? await createPostgresTemplate() : undefined;
  if (postgres) process.env[POSTGRES_TEMPLATE_ENV] = postgres.name;
  // Seeded across Shanghai's midnight: the templates hold two days; no test app uses them.
  if (shanghaiDay(new Date()) === day) process.env[TEMPLATE_DAY_ENV] = day;
  return async () => {
    pglite.remove();
    await postgres?.remove();
  };
}

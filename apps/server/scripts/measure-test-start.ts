/**
 * How long a test app's database takes to start, seeded afresh (migrations + every module's
 * seed) against copied from the suite's seeded template (src/testing/seeded-template.ts): the
 * cost the server suite pays for each of its test apps. MEASURE_RUNS (default 3) of each, on
 * embedded PGlite, and on PostgreSQL too when DATABASE_URL is set.
 *
 *   pnpm --filter @tongxin/server measure:test-start
 */
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { openTestDatabase } from '../src/testing/harness';
import { shanghaiDay } from '../src/platform/time';
import { createPgliteTemplate, createPostgresTemplate, openSeededDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, TEMPLATE_DAY_ENV } from '../src/testing/seeded-template';

const runs = Math.min(Math.max(Number(process.env.MEASURE_RUNS ?? 3), 1), 20);
const backends: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The CPU time (user + system) of one start: on a shared, loaded machine the wall time mostly
 * measures the other jobs, the CPU time what the start itself costs. The wall time is kept too.
 */
async function timed(what: () => Promise<{ close(): Promise<void> }>): Promise<{ cpu: number; wall: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const database = await what();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await database.close();
  return { cpu: (used.user + used.system) / 1000, wall };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${Math.round(x)} ms`;

for (const backend of backends) {
  const fresh: { cpu: number; wall: number }[] = [];
  for (let i = 0; i < runs; i++) {
    fresh.push(
      await timed(async () => {
        const database = await openTestDatabase(backend);
        await seedIfEmpty(database.db);
        return database;
      }),
    );
  }
  const templateStarted = performance.now();
  const template = backend === 'pglite' ? await createPgliteTemplate() : await createPostgresTemplate();
  const templateMs = performance.now() - templateStarted;
  // As the suite's global setup does: a template counts only on the day it was seeded.
  process.env[TEMPLATE_DAY_ENV] = shanghaiDay(new Date());
  if ('file' in template) process.env[PGLITE_TEMPLATE_ENV] = template.file;
  else process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  const copied: { cpu: number; wall: number }[] = [];
  for (let i = 0; i < runs; i++) copied.push(await timed(() => openSeededDatabase(backend, () => openDatabase({}))));
  await template.remove();
  const f = median(fresh.map((r) => r.cpu));
  const c = median(copied.map((r) => r.cpu));
  console.log(
    `${backend}, median of ${runs}: seeded afresh ${ms(f)} CPU (${ms(median(fresh.map((r) => r.wall)))} wall), ` +
      `from the template ${ms(c)} CPU (${ms(median(copied.map((r) => r.wall)))} wall); the template once ${ms(templateMs)} wall — ${(f / c).toFixed(1)}× less CPU per test app`,
  );
}

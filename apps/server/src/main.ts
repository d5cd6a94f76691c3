import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { displayBase } from './display';
import { DEMO_REAL_CARD } from './modules/realcard/api';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app;
  try {
    if (await seedIfEmpty(database.db)) console.log('seeded demo tenants 1000 and 3073');
    app = await createApp({ db: database.db, config, logger: process.env.LOG_REQUESTS === '1' });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // E.g. the port is taken: close what is open (PGlite flushes its files) before exiting.
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = displayBase(config, port);
  console.log(`Tongxin is ready on ${database.dialect === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}:`);
  console.log(`  community  ${base}/app/index/1000`);
  console.log(`  university ${base}/app/university/frame/home`);
  console.log(`  console    ${base}/console/ (organisers' back office; demo staff in the README)`);
  console.log(`  demo real card (tenant ${DEMO_REAL_CARD.iid}): number ${DEMO_REAL_CARD.cardNo}, password ${DEMO_REAL_CARD.password}, activate at ${base}/app/realcard/activate`);
  if (config.host !== '127.0.0.1' && !config.publicBaseUrl) console.log(`  (listening on ${config.host}:${port})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      console.error('closing the server failed:', error);
      code = 1;
    }
    try {
      await database.close();
    } catch (error) {
      console.error('closing the database failed:', error);
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

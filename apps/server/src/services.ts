import { join } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FaceProvider } from './providers/face';
import type { ServerModule } from './platform/module';
import { createProviders } from './providers';
import type { PayProvider, SandboxPayProvider } from './providers/pay';
import type { SmsProvider } from './providers/sms';
import { RateLimiter } from './security/rate-limit';

/** Everything a handler module needs, built once per app. */
export interface Services {
  db: Db;
  config: Config;
  now: () => number;
  sms: SmsProvider;
  pay: PayProvider;
  /** The sandbox provider when PAY_PROVIDER=sandbox (it plays the gateway for the dev endpoint). */
  sandboxPay: SandboxPayProvider | undefined;
  face: FaceProvider;
  limiter: RateLimiter;
  /** Folder of uploaded files. */
  uploadDir: string;
  /** Every module of the app (the order kernel finds its sellers and listeners here). */
  modules: readonly ServerModule[];
}

export function createServices(db: Db, config: Config, now: () => number, smsLog?: (line: string) => void, modules: readonly ServerModule[] = []): Services {
  return {
    db,
    config,
    now,
    ...createProviders(config, { now, smsLog }),
    limiter: new RateLimiter(now),
    uploadDir: join(config.dataDir, 'uploads'),
    modules,
  };
}

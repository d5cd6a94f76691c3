import { join } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import { LocalFaceProvider, type FaceProvider } from './providers/face';
import { SandboxPayProvider, type PayProvider } from './providers/pay';
import { DevSmsProvider, type SmsProvider } from './providers/sms';
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
}

export function createServices(db: Db, config: Config, now: () => number, smsLog?: (line: string) => void): Services {
  const sandboxPay = config.payProvider === 'sandbox' ? new SandboxPayProvider(config.paySandboxKey, config.payAppId, now) : undefined;
  const pay: PayProvider | undefined = sandboxPay;
  if (!pay) throw new Error(`unknown PAY_PROVIDER ${config.payProvider}`);
  return {
    db,
    config,
    now,
    sms: new DevSmsProvider(smsLog ?? ((line) => console.info(line)), config.smsExposeCodes),
    pay,
    sandboxPay,
    face: new LocalFaceProvider(),
    limiter: new RateLimiter(now),
    uploadDir: join(config.dataDir, 'uploads'),
  };
}

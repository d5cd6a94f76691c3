/** Sends verification codes. The dev provider logs them; a real SMS gateway implements the same. */
export interface SmsProvider {
  send(mobile: string, code: string): Promise<void>;
  /** Tests only (SMS_EXPOSE_CODES=1): the last code sent to a number. */
  lastCode?(mobile: string): string | undefined;
}

/** Logs each code; remembers the last one per number only when `expose` is on. */
export class DevSmsProvider implements SmsProvider {
  private readonly last = new Map<string, string>();
  constructor(
    /** Where codes are written: the console by default, so an operator sees them without request logging. */
    private readonly log: (line: string) => void,
    private readonly expose: boolean,
  ) {}

  async send(mobile: string, code: string) {
    this.log(`[sms:dev] code for ${mobile.slice(0, 3)}****${mobile.slice(-4)}: ${code}`);
    if (this.expose) this.last.set(mobile, code);
  }

  lastCode(mobile: string) {
    return this.expose ? this.last.get(mobile) : undefined;
  }
}

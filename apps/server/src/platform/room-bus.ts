import { EventEmitter } from 'node:events';
import { connect, type Socket } from 'node:net';

/** An event of a live room, as the room's server-sent events carry it. */
export interface RoomEvent {
  event: string;
  data: unknown;
}

type Listener = (e: RoomEvent) => void;

/**
 * Where a live room's events meet its listeners. In one process (`LocalRoomBus`) an emitter; with
 * several instances (`RedisRoomBus`, REDIS_URL) through Redis pub/sub, so a comment stored by one
 * instance reaches the members watching through another. Each app has its own bus.
 */
export interface RoomBus {
  readonly kind: 'local' | 'redis';
  publish(roomId: number, e: RoomEvent): void;
  on(roomId: number, listener: Listener): void;
  off(roomId: number, listener: Listener): void;
  close(): Promise<void>;
}

export class LocalRoomBus implements RoomBus {
  readonly kind: 'local' | 'redis' = 'local';
  protected readonly local = new EventEmitter().setMaxListeners(0);
  publish(roomId: number, e: RoomEvent): void {
    this.local.emit(`room:${roomId}`, e);
  }
  on(roomId: number, listener: Listener): void {
    this.local.on(`room:${roomId}`, listener);
  }
  off(roomId: number, listener: Listener): void {
    this.local.off(`room:${roomId}`, listener);
  }
  async close(): Promise<void> {
    this.local.removeAllListeners();
  }
}

/** A RESP value as Redis answers it. */
type Resp = string | number | null | Resp[] | Error;

/** Encodes a command as a RESP array of bulk strings. */
export function encodeCommand(args: readonly string[]): Buffer {
  const parts = [`*${args.length}\r\n`];
  for (const a of args) parts.push(`$${Buffer.byteLength(a)}\r\n${a}\r\n`);
  return Buffer.from(parts.join(''));
}

/**
 * Parses one RESP value at `offset`; undefined when the buffer does not hold all of it yet.
 * (Simple strings, errors, integers, bulk strings and arrays: all that PUBLISH and SUBSCRIBE use.)
 */
export function parseResp(buf: Buffer, offset = 0): { value: Resp; next: number } | undefined {
  const eol = buf.indexOf('\r\n', offset);
  if (eol < 0) return undefined;
  const line = buf.toString('utf8', offset + 1, eol);
  const type = String.fromCharCode(buf[offset]!);
  if (type === '+') return { value: line, next: eol + 2 };
  if (type === '-') return { value: new Error(line), next: eol + 2 };
  if (type === ':') return { value: Number(line), next: eol + 2 };
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, next: eol + 2 };
    if (buf.length < eol + 2 + length + 2) return undefined;
    return { value: buf.toString('utf8', eol + 2, eol + 2 + length), next: eol + 2 + length + 2 };
  }
  if (type === '*') {
    const count = Number(line);
    if (count < 0) return { value: null, next: eol + 2 };
    const items: Resp[] = [];
    let at = eol + 2;
    for (let i = 0; i < count; i += 1) {
      const item = parseResp(buf, at);
      if (!item) return undefined;
      items.push(item.value);
      at = item.next;
    }
    return { value: items, next: at };
  }
  throw new Error(`unexpected RESP type ${type}`);
}

/**
 * One connection to Redis speaking RESP: commands answered in order, and (after SUBSCRIBE) the
 * pushed messages. Reconnects after a drop, subscribing again; commands sent while it is down wait.
 */
class RedisConnection {
  private socket: Socket | undefined;
  private buffer: Buffer = Buffer.alloc(0);
  private readonly waiting: { resolve: (v: Resp) => void; reject: (e: Error) => void }[] = [];
  private ready: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly url: URL,
    private readonly onPush: (value: Resp[]) => void,
    private readonly onConnect: (conn: RedisConnection) => Promise<void>,
    private readonly log: (error: unknown) => void,
  ) {}

  private connect(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const socket = connect({ host: this.url.hostname || '127.0.0.1', port: Number(this.url.port || 6379) });
      socket.setNoDelay(true);
      socket.once('connect', () => {
        this.socket = socket;
        void this.handshake().then(resolve, reject);
      });
      socket.on('data', (chunk: Buffer) => this.read(chunk));
      socket.on('error', (error) => {
        this.log(error);
        reject(error);
      });
      socket.once('close', () => {
        this.socket = undefined;
        this.ready = undefined;
        this.buffer = Buffer.alloc(0);
        for (const w of this.waiting.splice(0)) w.reject(new Error('redis connection closed'));
        if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 1000).unref();
      });
    });
    return this.ready;
  }

  private async handshake(): Promise<void> {
    const password = decodeURIComponent(this.url.password);
    if (password) await this.raw(this.url.username ? ['AUTH', decodeURIComponent(this.url.username), password] : ['AUTH', password]);
    const db = this.url.pathname.replace(/^\//, '');
    if (db && db !== '0') await this.raw(['SELECT', db]);
    await this.onConnect(this);
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    let at = 0;
    for (;;) {
      const parsed = parseResp(this.buffer, at);
      if (!parsed) break;
      at = parsed.next;
      const v = parsed.value;
      if (Array.isArray(v) && v[0] === 'message') this.onPush(v);
      else {
        const w = this.waiting.shift();
        if (v instanceof Error) w?.reject(v);
        else w?.resolve(v);
      }
    }
    this.buffer = this.buffer.subarray(at);
  }

  /** Sends on the open socket (the handshake's own commands). */
  raw(args: readonly string[]): Promise<Resp> {
    return new Promise<Resp>((resolve, reject) => {
      if (!this.socket) return reject(new Error('redis not connected'));
      this.waiting.push({ resolve, reject });
      this.socket.write(encodeCommand(args));
    });
  }

  async command(args: readonly string[]): Promise<Resp> {
    await this.connect();
    return this.raw(args);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    const socket = this.socket;
    if (!socket) return;
    await new Promise<void>((done) => {
      socket.once('close', () => done());
      socket.end();
    });
  }
}

/** The one channel of every room's events (the room id travels in the message). */
export const ROOM_CHANNEL = 'tongxin:live-rooms';

/**
 * Redis pub/sub (REDIS_URL): `publish` sends the event to Redis, and every instance's subscriber
 * (this one's too) hands it to its local listeners, so each event is delivered once per listener
 * whichever instance stored it. Redis down: the event is logged as lost; the message itself is
 * stored, and a reconnecting page catches it up by its Last-Event-ID.
 */
export class RedisRoomBus extends LocalRoomBus {
  override readonly kind = 'redis' as const;
  private readonly pub: RedisConnection;
  private readonly sub: RedisConnection;

  constructor(
    url: string,
    private readonly log: (error: unknown) => void = () => undefined,
    private readonly channel = ROOM_CHANNEL,
  ) {
    super();
    const parsed = new URL(url);
    this.pub = new RedisConnection(parsed, () => undefined, async () => undefined, log);
    this.sub = new RedisConnection(
      parsed,
      (push) => this.deliver(push),
      async (conn) => {
        await conn.raw(['SUBSCRIBE', this.channel]);
      },
      log,
    );
  }

  /** Connects both connections and subscribes (the app's start waits for it). */
  async start(): Promise<void> {
    await Promise.all([this.pub.start(), this.sub.start()]);
  }

  private deliver(push: Resp[]) {
    if (push[1] !== this.channel || typeof push[2] !== 'string') return;
    try {
      const { roomId, e } = JSON.parse(push[2]) as { roomId: number; e: RoomEvent };
      this.local.emit(`room:${roomId}`, e);
    } catch (error) {
      this.log(error);
    }
  }

  override publish(roomId: number, e: RoomEvent): void {
    this.pub.command(['PUBLISH', this.channel, JSON.stringify({ roomId, e })]).catch((error: unknown) => this.log(error));
  }

  override async close(): Promise<void> {
    await Promise.all([this.pub.close(), this.sub.close()]);
    await super.close();
  }
}

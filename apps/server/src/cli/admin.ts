import { createHash } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';

const USAGE = `usage: admin <command>
  list [status]            submissions of tenant ADMIN_IID, newest first (status 0–4 filters)
  show <rid>               one submission with its form values, uploads and order
  approve <rid>            approve a submission waiting for review (1 → 2)
  refill <rid> <reason>    ask for a refill with a reason (1 → 4)
  payments                 registration fee orders of tenant ADMIN_IID
  sign-out <rid>           end every session of an applicant (they log in again)
  withdrawals <iid> [status]          members' withdrawals (status 0 under review … 4 cancelled)
  withdraw-approve <id> <reason>      approve a withdrawal (WeChat: the member confirms; an account: paid)
  withdraw-reject <id> <reason>       reject a withdrawal: the amount returns to the member's balance
  dist-applications <iid> [status]    distribution roles (status 0 pending, 1 active, 2 rejected, 3 cancelled)
  dist-approve <id>                   approve a pending distribution application
  dist-reject <id> <reason>           reject a pending distribution application
environment: ADMIN_URL (default http://127.0.0.1:8080); a staff session: ADMIN_SESSION (a console
session token), or OPERATOR_MOBILE + OPERATOR_PASSWORD to sign in (a new device is sent an SMS code:
run again with OPERATOR_SMS_CODE; ADMIN_DEVICE names the device, default one per user and host);
ADMIN_IID (default 3073) the tenant of the registration commands`;

const STATUS = ['未填写', '待审核', '审核通过', '报名成功', '需重填'];

/**
 * Applicant text as the terminal shows it: control characters (an escape sequence can clear the
 * screen, rewrite earlier lines or set the window title; a line break or tab can fake a row),
 * DEL, C1 controls and bidirectional overrides (which reorder what is shown) are printed as
 * `\u{…}` escapes, so a reviewer sees exactly what was typed.
 */
export function shown(text: unknown): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}

export interface AdminCliOptions {
  baseUrl: string;
  /** A staff session token (ADMIN_SESSION), used as it is. */
  session?: string | undefined;
  /** Else the operator's credential to sign in with (OPERATOR_MOBILE, OPERATOR_PASSWORD, OPERATOR_SMS_CODE, ADMIN_DEVICE). */
  operator?: { mobile: string; password: string; deviceId: string; code?: string | undefined } | undefined;
  /** The tenant of the registration commands (ADMIN_IID). */
  iid?: number;
  print: (line: string) => void;
}

/** This user's device id on this host: the same every run, so only the first sign-in needs a code. */
export function defaultDevice(): string {
  return `cli-${createHash('sha256').update(`${userInfo().username}@${hostname()}`).digest('hex').slice(0, 24)}`;
}

/** Signs the operator in through the console's sign-in call; the token, or a message to print. */
async function signIn(baseUrl: string, operator: NonNullable<AdminCliOptions['operator']>): Promise<{ token: string } | { problem: string }> {
  const response = await fetch(new URL('/api/console/sign-in', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ mobile: operator.mobile, password: operator.password, deviceId: operator.deviceId, ...(operator.code ? { code: operator.code } : {}) }),
  });
  const body = (await response.json().catch(() => ({ code: response.status, msg: response.statusText }))) as { t?: { token: string }; code?: number; msg?: string };
  if (body.t) return { token: body.t.token };
  if (body.code === 4902) return { problem: `${body.msg ?? ''}: run again with OPERATOR_SMS_CODE=<the code>` };
  return { problem: `sign-in refused: ${body.code ?? response.status} ${body.msg ?? ''}`.trim() };
}

interface Envelope {
  code: number;
  msg?: string;
  t?: unknown;
}

/** Runs one admin command against the admin API over HTTP; returns the exit code. */
export async function runAdmin(argv: readonly string[], { baseUrl, session, operator, iid = 3073, print }: AdminCliOptions): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    print(USAGE);
    return command ? 0 : 2;
  }
  let token = session;
  if (!token && operator) {
    const signed = await signIn(baseUrl, operator).catch((error: unknown) => ({ problem: `sign-in failed: ${error instanceof Error ? error.message : String(error)}` }));
    if ('problem' in signed) {
      print(shown(signed.problem));
      return 2;
    }
    token = signed.token;
  }
  if (!token) {
    print('no staff session: set ADMIN_SESSION, or OPERATOR_MOBILE and OPERATOR_PASSWORD');
    return 2;
  }
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({ code: response.status, msg: response.statusText }))) as Envelope;
    if (json.code !== 0) throw new Error(`${response.status} ${json.msg ?? ''}`.trim());
    return json;
  };
  const positive = (value: string | undefined, name: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
    return n;
  };
  const reasonOf = () => {
    const reason = rest.slice(1).join(' ').trim();
    if (!reason) throw new Error('a reason is required');
    return reason;
  };
  const rid = () => {
    const n = Number(rest[0]);
    if (!Number.isInteger(n) || n <= 0) throw new Error('rid must be a positive integer');
    return n;
  };

  try {
    switch (command) {
      case 'list': {
        const status = rest[0] === undefined ? '' : `&status=${encodeURIComponent(rest[0])}`;
        const rows = (await request('GET', `/api/admin/registrations?iid=${iid}${status}`)).t as {
          rid: number;
          status: number;
          mobile: string;
          name: string;
          submittedAt: string | null;
        }[];
        print(['rid', 'status', 'mobile', 'name', 'submitted'].join('\t'));
        for (const r of rows) print([r.rid, `${r.status} ${STATUS[r.status] ?? ''}`, shown(r.mobile), shown(r.name), r.submittedAt ?? '-'].join('\t'));
        print(`${rows.length} submission(s)`);
        return 0;
      }
      case 'show': {
        const r = (await request('GET', `/api/admin/registrations/${rid()}`)).t as {
          rid: number;
          regName: string;
          mobile: string;
          status: number;
          refillReason: string;
          fields: { group: string; name: string; value: string }[];
          uploads: { key: string; width: number; height: number; size: number }[];
          order: { gid: number; status: number; amountFen: number } | null;
        };
        print(`rid ${r.rid} · ${shown(r.mobile)} · ${shown(r.regName)}`);
        print(`status ${r.status} ${STATUS[r.status] ?? ''}${r.refillReason ? ` (${shown(r.refillReason)})` : ''}`);
        for (const f of r.fields) print(`  [${shown(f.group)}] ${shown(f.name)}: ${f.value ? shown(f.value) : '-'}`);
        for (const u of r.uploads) print(`  upload ${shown(u.key)} ${u.width}×${u.height} ${u.size} B`);
        print(r.order ? `order ${r.order.gid}: ${r.order.status > 10 ? 'paid' : 'waiting'} ${(r.order.amountFen / 100).toFixed(2)} 元` : 'no order');
        return 0;
      }
      case 'approve':
        await request('POST', `/api/admin/registrations/${rid()}/approve`, {});
        print(`approved ${rest[0]}`);
        return 0;
      case 'refill': {
        const reason = rest.slice(1).join(' ').trim();
        if (!reason) throw new Error('a reason is required');
        await request('POST', `/api/admin/registrations/${rid()}/refill`, { reason });
        print(`asked ${rest[0]} to refill: ${shown(reason)}`);
        return 0;
      }
      case 'sign-out': {
        const ended = (await request('POST', `/api/admin/applicants/${rid()}/sign-out`, {})).t as number;
        print(`signed out ${rest[0]}: ${ended} session(s) ended`);
        return 0;
      }
      case 'payments': {
        const rows = (await request('GET', `/api/admin/payments?iid=${iid}`)).t as {
          gid: number;
          rid: number;
          mobile: string;
          amountFen: number;
          status: number;
          paidAt: string | null;
        }[];
        print(['gid', 'rid', 'mobile', 'amount', 'state', 'paid at'].join('\t'));
        for (const p of rows) print([p.gid, p.rid, shown(p.mobile), (p.amountFen / 100).toFixed(2), p.status > 10 ? 'paid' : 'waiting', p.paidAt ?? '-'].join('\t'));
        print(`${rows.length} order(s)`);
        return 0;
      }
      case 'withdrawals': {
        const status = rest[1] === undefined ? '' : `&status=${encodeURIComponent(rest[1])}`;
        const rows = (await request('GET', `/api/admin/wallet/withdrawals?iid=${positive(rest[0], 'iid')}${status}`)).t as {
          id: number;
          mobile: string;
          amountFen: number;
          feeFen: number;
          destination: string;
          statusText: string;
          reason: string;
          createdAt: string;
        }[];
        print(['id', 'amount', 'fee', 'mobile', 'to', 'state', 'asked at'].join('\t'));
        for (const w of rows) print([w.id, (w.amountFen / 100).toFixed(2), (w.feeFen / 100).toFixed(2), shown(w.mobile), shown(w.destination), `${w.statusText}${w.reason ? ` (${shown(w.reason)})` : ''}`, w.createdAt].join('\t'));
        print(`${rows.length} withdrawal(s)`);
        return 0;
      }
      case 'withdraw-approve': {
        const id = positive(rest[0], 'id');
        const w = (await request('POST', `/api/admin/wallet/withdrawals/${id}/approve`, { reason: reasonOf() })).t as { status: number };
        print(`approved withdrawal ${rest[0]}: ${w.status === 2 ? 'paid' : 'waiting for the member to confirm receipt in WeChat'}`);
        return 0;
      }
      case 'withdraw-reject': {
        const id = positive(rest[0], 'id');
        const reason = reasonOf();
        await request('POST', `/api/admin/wallet/withdrawals/${id}/reject`, { reason });
        print(`rejected withdrawal ${id}: ${shown(reason)} (the amount is back in the balance)`);
        return 0;
      }
      case 'dist-applications': {
        const status = rest[1] === undefined ? '' : `&status=${encodeURIComponent(rest[1])}`;
        const rows = (await request('GET', `/api/admin/distribution/roles?iid=${positive(rest[0], 'iid')}${status}`)).t as {
          id: number;
          realName: string;
          mobile: string;
          parentName: string;
          statusText: string;
          applyReason: string;
          appliedAt: string;
        }[];
        print(['id', 'name', 'mobile', 'parent', 'state', 'reason', 'applied at'].join('\t'));
        for (const r of rows) print([r.id, shown(r.realName), shown(r.mobile), r.parentName ? shown(r.parentName) : '(organisation)', r.statusText, shown(r.applyReason), r.appliedAt].join('\t'));
        print(`${rows.length} role(s)`);
        return 0;
      }
      case 'dist-approve':
        await request('POST', `/api/admin/distribution/roles/${positive(rest[0], 'id')}/approve`, {});
        print(`approved distribution application ${rest[0]}`);
        return 0;
      case 'dist-reject': {
        const id = positive(rest[0], 'id');
        const reason = reasonOf();
        await request('POST', `/api/admin/distribution/roles/${id}/reject`, { reason });
        print(`rejected distribution application ${id}: ${shown(reason)}`);
        return 0;
      }
      default:
        print(USAGE);
        return 2;
    }
  } catch (error) {
    print(`admin ${shown(command)}: ${shown(error instanceof Error ? error.message : String(error))}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const code = await runAdmin(process.argv.slice(2), {
    baseUrl: env.ADMIN_URL ?? 'http://127.0.0.1:8080',
    session: env.ADMIN_SESSION || undefined,
    operator: env.OPERATOR_MOBILE && env.OPERATOR_PASSWORD ? { mobile: env.OPERATOR_MOBILE, password: env.OPERATOR_PASSWORD, deviceId: env.ADMIN_DEVICE || defaultDevice(), code: env.OPERATOR_SMS_CODE || undefined } : undefined,
    iid: env.ADMIN_IID ? Number(env.ADMIN_IID) : 3073,
    print: (line) => console.log(line),
  });
  process.exit(code);
}

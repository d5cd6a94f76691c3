import { content } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../testing/contract';
import { BACKENDS, ok, startTestApp, type TestApp } from '../../testing/harness';
import { signUp } from '../../testing/member';
import { contentMateJoins, contentMates } from './schema';

const IID = 1000;
const E = content.MATE_ERRORS;
/** '周末骑行环湖，缺一位领骑': one companion wanted. */
const ONE_WANTED = 302;
/** '马拉松补给站志愿者，一起报名': five wanted, about the marathon's medical cover (activity 6). */
const MARATHON = 306;

describe.each(BACKENDS)('companion posts on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 60_000);
  afterAll(() => t.close());

  async function member() {
    seq += 1;
    return (await signUp(t.app, IID, `1371700${String(seq).padStart(4, '0')}`)).token;
  }
  const view = (id: number, token?: string) =>
    send(t.app, content.mate, { iid: IID, id, ...(token ? { token } : {}) });
  const join = (token: string, id: number) =>
    send(t.app, content.mateJoin, { iid: IID, token, id });
  const leave = (token: string, id: number) =>
    send(t.app, content.mateLeave, { iid: IID, token, id });
  const stored = async (id: number) => {
    const [mate] = await t.database.db
      .select()
      .from(contentMates)
      .where(eq(contentMates.itemId, id));
    const joins = await t.database.db
      .select()
      .from(contentMateJoins)
      .where(eq(contentMateJoins.itemId, id));
    return { joined: mate?.joined, rows: joins.length };
  };

  it('shows the people wanted and joined, the trip it is about, and the contact only to those who joined', async () => {
    const visitor = ok(await view(MARATHON));
    expect(visitor).toMatchObject({
      wanted: 5,
      joined: 0,
      mine: false,
      contact: '',
      actId: 6,
      actTitle: '城市马拉松医疗保障',
      companions: [],
    });
    const me = await member();
    const joined = ok(await join(me, MARATHON));
    expect(joined).toMatchObject({
      joined: 1,
      mine: true,
      contact: expect.stringMatching(/^微信号 tx_mate_306/) as string,
    });
    expect(joined.companions).toHaveLength(1);
    expect(ok(await view(MARATHON))).toMatchObject({ joined: 1, mine: false, contact: '' });
    expect(ok(await view(MARATHON, me))).toMatchObject({ mine: true, contact: joined.contact });

    // The list card says it too.
    const listed = ok(await send(t.app, content.list, { iid: IID, moduleType: 'mate', isNew: true, pageNo: 1, pageSize: 50 })).list;
    expect(listed.find((c) => c.id === MARATHON)?.companions).toEqual({ wanted: 5, joined: 1 });
    expect(ok(await send(t.app, content.list, { iid: IID, moduleType: 'news', isNew: true, pageNo: 1, pageSize: 1 })).list[0]?.companions).toBeUndefined();

    // Twice is refused and counts once; leaving frees the place and hides the contact again.
    expect((await join(me, MARATHON)).error).toMatchObject(E.already);
    expect(await stored(MARATHON)).toEqual({ joined: 1, rows: 1 });
    expect(ok(await leave(me, MARATHON))).toMatchObject({ joined: 0, mine: false, contact: '' });
    expect((await leave(me, MARATHON)).error).toMatchObject(E.notJoined);
    expect(await stored(MARATHON)).toEqual({ joined: 0, rows: 0 });

    // Not a companion post: news item 1.
    expect((await view(1)).error).toMatchObject(E.notMate);
    expect((await join(me, 1)).error).toMatchObject(E.notMate);
    expect((await view(999_999)).error).toMatchObject(content.CONTENT_ERRORS.notFound);
  });

  it('gives the last place to one of two members joining at once, and refuses the next', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const replies = await Promise.all([join(a, ONE_WANTED), join(b, ONE_WANTED)]);
    expect(replies.filter((r) => r.result).length).toBe(1);
    expect(replies.find((r) => r.error)?.error).toMatchObject(E.full);
    expect(await stored(ONE_WANTED)).toEqual({ joined: 1, rows: 1 });
    expect((await join(c, ONE_WANTED)).error).toMatchObject(E.full);
    expect(await stored(ONE_WANTED)).toEqual({ joined: 1, rows: 1 });
    const winner = replies[0]?.result ? a : b;
    ok(await leave(winner, ONE_WANTED));
    expect(ok(await join(c, ONE_WANTED))).toMatchObject({ joined: 1, mine: true });
  });
});

import { game } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';
import { withCheckDigit } from './identity';
import { runnerId } from './seed';

const entrant = (mobile: string) => ({ name: '林小同', idNo: withCheckDigit('33010619950505123'), mobile, form: '{"1":"林大同 13900001234","2":"M"}', agree: true });

/** The game module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(game.list, { iid: 1000 }),
  example(game.detail, { iid: 1000, id: 2 }),
  example(game.enroll, async (fx) => {
    const { iid, token, mobile } = await fx.newMember();
    return { iid, token, gameId: 2, groupId: 21, ...entrant(mobile) };
  }),
  example(game.myEntry, async (fx) => {
    const { iid, token, mobile } = await fx.newMember();
    await fx.succeed(game.enroll, { iid, token, gameId: 2, groupId: 21, ...entrant(mobile) });
    return { iid, token, gameId: 2 };
  }),
  example(game.myEntries, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(game.checkIn, async (fx) => {
    const { iid, token, mobile } = await fx.newMember();
    await fx.succeed(game.enroll, { iid, token, gameId: 2, groupId: 21, ...entrant(mobile) });
    return { iid, token, gameId: 2 };
  }),
  example(game.inquiry, { iid: 1000, gameId: 1, name: '王磊', idNo: runnerId(0) }),
  example(game.myResult, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token, gameId: 1 };
  }),
  example(game.rankings, { iid: 1000, gameId: 1 }),
  example(game.team, async (fx) => {
    const { iid, token, mobile } = await fx.newMember();
    const entry = await fx.succeed(game.enroll, { iid, token, gameId: 3, groupId: 31, ...entrant(mobile), teamName: `队${mobile.slice(-4)}` });
    return { iid, code: entry.team?.code ?? '' };
  }),
];

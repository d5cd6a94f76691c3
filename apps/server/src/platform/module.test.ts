import { describe, expect, it } from 'vitest';
import { seedOrder } from '../db/seed';
import type { Services } from '../services';
import { defineModule, portOf, type PaymentOutcome } from './module';
import { dispatchPayment, paymentModules } from './payments';

const run = async () => undefined;
const paying = (name: string, prefix: string, outcome: PaymentOutcome = 'paid') =>
  defineModule({ name, payments: { prefix, apply: async () => outcome } });

describe('defineModule', () => {
  it('names a module after its kebab-case folder, and a trade prefix in capitals', () => {
    expect(() => defineModule({ name: 'Coupons' })).toThrow(/kebab-case/);
    expect(() => paying('shop', 'g')).toThrow(/capital/);
    expect(defineModule({ name: 'real-card' })).toMatchObject({ name: 'real-card', tables: {}, calls: [] });
  });
});

describe('portOf', () => {
  const titles = async () => new Map([[1, '徒步']]);
  it('finds the one module that fills a port, none when no module does, and refuses two', async () => {
    const act = defineModule({ name: 'act', activityTitles: titles });
    expect(await portOf([defineModule({ name: 'content' }), act], 'activityTitles')?.({} as never, 1000, [1])).toEqual(new Map([[1, '徒步']]));
    expect(portOf([defineModule({ name: 'content' })], 'coupons')).toBeUndefined();
    expect(() => portOf([act, defineModule({ name: 'trips', activityTitles: titles })], 'activityTitles')).toThrow(/act, trips all fill the port activityTitles/);
  });
});

describe('seedOrder', () => {
  it('seeds after the modules named in `after`, otherwise in list order', () => {
    const list = [
      defineModule({ name: 'order', seed: { after: ['member', 'vip'], run } }),
      defineModule({ name: 'vip', seed: { after: ['member'], run } }),
      defineModule({ name: 'wechat' }),
      defineModule({ name: 'member', seed: { run } }),
      defineModule({ name: 'home', seed: { run } }),
    ];
    expect(seedOrder(list).map((m) => m.name)).toEqual(['member', 'vip', 'order', 'home']);
  });

  it('names an unknown module or a cycle', () => {
    expect(() => seedOrder([defineModule({ name: 'a', seed: { after: ['nope'], run } })])).toThrow(/a seeds after nope/);
    const cycle = [defineModule({ name: 'a', seed: { after: ['b'], run } }), defineModule({ name: 'b', seed: { after: ['a'], run } })];
    expect(() => seedOrder(cycle)).toThrow(/a → b → a is a cycle/);
  });
});

describe('payment routing', () => {
  const services = {} as Services;
  const notice = (tradeNo: string) => ({ tradeNo, transactionId: 'wx1', amountFen: 100 });

  it('hands a trade to the module whose prefix starts it, and no other', async () => {
    const list = [paying('university', 'T', 'duplicate'), paying('order', 'M'), defineModule({ name: 'home' })];
    expect(await dispatchPayment(services, notice('Mabc'), paymentModules(list))).toEqual({ module: 'order', outcome: 'paid' });
    expect(await dispatchPayment(services, notice('Tabc'), paymentModules(list))).toEqual({ module: 'university', outcome: 'duplicate' });
    expect(await dispatchPayment(services, notice('Xabc'), paymentModules(list))).toEqual({ module: null, outcome: 'unknown' });
  });

  it('refuses prefixes that overlap, which would make a trade ambiguous', () => {
    expect(() => paymentModules([paying('a', 'M'), paying('b', 'MX')])).toThrow(/overlap/);
    expect(() => paymentModules([paying('a', 'M'), paying('b', 'M')])).toThrow(/overlap/);
  });
});

// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as catalogueModule from '../src/catalogue';
import { callKind } from '../src/define';
import * as generated from '../src/react/generated/bindings';
import { planBindings, renderBindings } from './bindings';
import { bundle } from './bundle';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bindingsFile = join(packageDir, 'src', 'react', 'generated', 'bindings.ts');
const plans = planBindings(catalogueModule);

describe('src/react/generated/bindings.ts', () => {
  it('is exactly the generator’s output for the current catalogue (run `pnpm generate`)', () => {
    expect(readFileSync(bindingsFile, 'utf8')).toBe(renderBindings(plans));
  });

  it('binds every declaration of the catalogue once', () => {
    const { catalogue } = catalogueModule;
    expect(plans).toHaveLength(catalogue.length);
    expect(plans.map((plan) => plan.call)).toEqual(expect.arrayContaining([...catalogue]));
    const exported = Object.keys(generated).sort();
    expect(exported).toEqual(plans.flatMap((plan) => plan.exports.map((e) => e.name)).sort());
  });

  it('gives a read a query hook and its options, a write a mutation hook and its options', () => {
    for (const plan of plans) {
      const factories = plan.exports.map((e) => e.factory);
      if (callKind(plan.call) === 'mutation') {
        expect(factories, plan.call.name).toEqual(['bindMutationOptions', 'bindMutation']);
      } else {
        expect(factories.slice(0, 2), plan.call.name).toEqual(['bindQueryOptions', 'bindQuery']);
        expect(factories.length, plan.call.name).toBe(plan.call.paging ? 4 : 2);
      }
    }
    const byName = new Map(plans.map((plan) => [plan.declaration, plan.exports.map((e) => e.name)]));
    expect(byName.get('contentList')).toEqual([
      'contentListQueryOptions',
      'useContentList',
      'contentListInfiniteQueryOptions',
      'useContentListInfinite',
    ]);
    expect(byName.get('orderCreate')).toEqual(['orderCreateMutationOptions', 'useOrderCreateMutation']);
  });
});

describe('tree-shaking', () => {
  const reactEntry = join(packageDir, 'src', 'react', 'index.ts');

  it('keeps only the declarations of the bindings a page imports', async () => {
    const feed = await bundle(`export { useContentList } from ${JSON.stringify(reactEntry)};`);
    expect(feed).toContain('/v1/content/list');
    for (const other of ['/h5/order/create', '/coin/sign', '/university/login', '/multidis/role/get']) {
      expect(feed, other).not.toContain(other);
    }
    const order = await bundle(`export { useOrderCreateMutation } from ${JSON.stringify(reactEntry)};`);
    expect(order).toContain('/h5/order/create');
    expect(order).not.toContain('/v1/content/list');
  }, 60_000);
});

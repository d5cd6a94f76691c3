import { seedPhoto } from './photos';

/**
 * The picture of a demo row (orders, cards, collections): one of the demo's photographs, picked by
 * `name` (the same name, the same picture): a square one for goods and cards, else a landscape.
 * `label` is kept for callers that name one.
 */
export function demoImage(name: string, _label = name): string {
  const n = [...name].reduce((sum, c) => (sum * 31 + (c.codePointAt(0) ?? 0)) % 1_000_003, 0);
  return seedPhoto(n, name.startsWith('goods') || name.startsWith('vip') ? 'square' : 'wide');
}

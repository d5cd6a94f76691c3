/// <reference types="node" />
// Throughput of the national ID check on 1,000,000 random ids: `pnpm bench`.
// Not a test: the figure depends on the machine. The README records this machine's figure.
import { performance } from 'node:perf_hooks';
import { ID_CARD_PROVINCES, isIdCard, validateIdCard } from '../src/index';

const COUNT = 1_000_000;
const TODAY = new Date(2024, 5, 15);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

// A small seeded generator so every run measures the same ids.
let seed = 0x2f6b1d3;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) >>> 0;
  return seed / 2 ** 32;
}
const int = (max: number): number => Math.floor(random() * max);
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function validId(): string {
  const province = ID_CARD_PROVINCES[int(ID_CARD_PROVINCES.length)] ?? '11';
  const first17 =
    province +
    pad(int(10_000), 4) +
    pad(1900 + int(124), 4) +
    pad(1 + int(12), 2) +
    pad(1 + int(28), 2) +
    pad(int(1000), 3);
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return first17 + '10X98765432'.charAt(sum % 11);
}

/** The mix a server sees: mostly valid ids, some 15-digit and lower-case ones, some typos. */
function randomId(): string {
  const id = validId();
  const kind = random();
  if (kind < 0.6) return id;
  if (kind < 0.7) return id.endsWith('X') ? id.slice(0, 17) + 'x' : id;
  if (kind < 0.8) return id.slice(0, 6) + id.slice(8, 17); // 15-digit form (its year read as 19xx)
  const at = int(18);
  return id.slice(0, at) + String(int(10)) + id.slice(at + 1); // a typo (or, 1 in 10, none)
}

const ids: string[] = Array.from({ length: COUNT }, randomId);

/**
 * Runs `check` over all ids in three timed rounds (after a warm-up) and reports the median, by
 * wall clock and by this process's CPU time: on a shared machine the CPU figure is the steadier.
 */
function run(label: string, check: (id: string) => boolean): void {
  let valid = 0;
  for (let i = 0; i < 200_000; i++) if (check(ids[i] as string)) valid++;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 3; round++) {
    valid = 0;
    const start = performance.now();
    const startCpu = process.cpuUsage();
    for (let i = 0; i < COUNT; i++) if (check(ids[i] as string)) valid++;
    const used = process.cpuUsage(startCpu);
    wall.push(COUNT / ((performance.now() - start) / 1000));
    cpu.push(COUNT / ((used.user + used.system) / 1e6));
  }
  const median = (xs: number[]): string =>
    Math.round([...xs].sort((a, b) => a - b)[1] ?? 0).toLocaleString('en');
  console.log(
    `${label}: ${median(wall)} ids/s wall, ${median(cpu)} ids/s of CPU time ` +
      `(median of 3 rounds of ${COUNT.toLocaleString('en')}; ${valid.toLocaleString('en')} valid)`,
  );
}

run('isIdCard      ', (id) => isIdCard(id, TODAY));
run('validateIdCard', (id) => validateIdCard(id, TODAY).ok);
run('isIdCard, default today', (id) => isIdCard(id));

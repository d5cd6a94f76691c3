/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDataset } from './dataset';

const generatedDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'generated');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('src/generated', () => {
  it('is exactly the generator’s output from the installed source (no hand edits)', () => {
    const { files } = buildDataset();
    const committed = listFiles(generatedDir).map((file) =>
      relative(generatedDir, file).split('\\').join('/'),
    );
    expect(committed.sort()).toEqual([...files.keys()].sort());
    for (const [path, content] of files) {
      expect(readFileSync(join(generatedDir, path), 'utf8'), path).toBe(content);
    }
  });

  it('drops the source’s statistical zones and invented codes, and says why', () => {
    const { dropped } = buildDataset();
    expect(dropped).toContain('320611 港闸区: merged into 崇川区 in 2020');
    expect(dropped).toContain('370634 长岛县: merged with 蓬莱市 into 蓬莱区 (370614) in 2020');
    expect(dropped).toContain(
      '350402 梅列区: merged with the old 三元区 into 三元区 (350404) in 2021',
    );
    expect(dropped).toContain('130390 经济技术开发区: statistical zone code');
    expect(dropped).toContain('130171 石家庄高新技术产业开发区: statistical zone code');
    expect(dropped).toHaveLength(131);
  });
});

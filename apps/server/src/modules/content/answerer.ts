import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemLink } from './access';
import { contentItems } from './schema';

/**
 * The organisation's assistant behind /app/pay/chatgpt: whatever answers a question. The default
 * (`localAnswerer`) is rule-based and deterministic: it finds the organisation's own articles
 * that share the most words with the question and answers from them, with no network. A real
 * model (an OpenAI-compatible service) is another implementation of the same interface.
 */
export interface Answerer {
  readonly kind: 'local' | 'http';
  /** The answer and the articles it comes from; `sources` empty when nothing matched. Throws when it cannot answer. */
  answer(input: { db: Db; iid: number; question: string }): Promise<{ answer: string; sources: { title: string; link: string }[] }>;
}

/** How many of the tenant's newest articles the local answerer reads. */
const CORPUS = 300;
const SNIPPET = 120;

/** Text of rich text: tags dropped, entities of the common kind decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The terms of a text: Latin words and numbers (lower case, two letters or more), and each pair
 * of adjacent Chinese characters (Chinese has no spaces; pairs match words well enough).
 */
export function terms(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z0-9]{2,}/g) ?? []) out.add(word);
  for (const run of text.match(/[\u4e00-\u9fff]+/g) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i += 1) out.add(chars[i]! + chars[i + 1]!);
  }
  return out;
}

/** Words a question always has that say nothing about its subject. */
const STOP = new Set(['什么', '怎么', '如何', '可以', '请问', '一下', '我们', '你们', '是否', '为什么', '哪些', '多少', '时候']);

export const localAnswerer: Answerer = {
  kind: 'local',
  async answer({ db, iid, question }) {
    const wanted = [...terms(question)].filter((t) => !STOP.has(t));
    if (wanted.length === 0) return { answer: '', sources: [] };
    const rows = await db
      .select({ id: contentItems.id, iid: contentItems.iid, moduleType: contentItems.moduleType, price: contentItems.price, title: contentItems.title, summary: contentItems.summary, body: contentItems.body })
      .from(contentItems)
      .where(and(eq(contentItems.iid, iid), eq(contentItems.draft, false), eq(contentItems.price, 0), inArray(contentItems.moduleType, ['news', 'note'])))
      .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
      .limit(CORPUS);
    const scored = rows
      .map((row) => {
        const title = terms(row.title);
        const text = terms(`${row.summary} ${plainText(row.body)}`);
        const score = wanted.reduce((sum, t) => sum + (title.has(t) ? 3 : 0) + (text.has(t) ? 1 : 0), 0);
        return { row, score };
      })
      .filter((x) => x.score > 0)
      // Best first; equal scores by the newer (the rows' order), so the same question gets the same answer.
      .sort((a, b) => b.score - a.score)
      .slice(0, 3);
    const best = scored[0]?.row;
    if (!best) return { answer: '', sources: [] };
    const text = best.summary || plainText(best.body);
    const snippet = [...text].length > SNIPPET ? `${[...text].slice(0, SNIPPET).join('')}…` : text;
    return {
      answer: `根据本组织的文章《${best.title}》：${snippet}`,
      sources: scored.map(({ row }) => ({ title: row.title, link: itemLink(row) })),
    };
  },
};

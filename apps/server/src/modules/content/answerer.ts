import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ChatMessage, ChatProvider } from '../../providers/chat-completions';
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
  /** The answer (empty when it has none) and the articles it comes from. Throws when it cannot answer (ChatUnavailableError from a service). */
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

type Article = { id: number; iid: number; moduleType: string; price: number; title: string; summary: string; body: string };

/**
 * The organisation's free, published articles that share the most terms with the question, best
 * first (at most three); equal scores by the newer, so the same question finds the same articles.
 */
export async function matchArticles(db: Db, iid: number, question: string): Promise<Article[]> {
  const wanted = [...terms(question)].filter((t) => !STOP.has(t));
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: contentItems.id, iid: contentItems.iid, moduleType: contentItems.moduleType, price: contentItems.price, title: contentItems.title, summary: contentItems.summary, body: contentItems.body })
    .from(contentItems)
    .where(and(eq(contentItems.iid, iid), eq(contentItems.draft, false), eq(contentItems.price, 0), inArray(contentItems.moduleType, ['news', 'note'])))
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(CORPUS);
  return rows
    .map((row) => {
      const title = terms(row.title);
      const text = terms(`${row.summary} ${plainText(row.body)}`);
      const score = wanted.reduce((sum, t) => sum + (title.has(t) ? 3 : 0) + (text.has(t) ? 1 : 0), 0);
      return { row, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((x) => x.row);
}

const clip = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max).join('')}…` : text);
const sourcesOf = (rows: Article[]) => rows.map((row) => ({ title: row.title, link: itemLink(row) }));

export const localAnswerer: Answerer = {
  kind: 'local',
  async answer({ db, iid, question }) {
    const found = await matchArticles(db, iid, question);
    const best = found[0];
    if (!best) return { answer: '', sources: [] };
    return { answer: `根据本组织的文章《${best.title}》：${clip(best.summary || plainText(best.body), SNIPPET)}`, sources: sourcesOf(found) };
  },
};

/** How much of each matching article the model is given as context (characters). */
const CONTEXT_CHARS = 1500;

/** The instructions the model answers under (its reply is shown to the member as is, as text). */
export const ASSISTANT_PROMPT =
  '你是本组织的智能助手，用简体中文简洁地回答会员的问题。优先依据下面提供的本组织文章作答；文章没有涉及时，可以给出一般性的建议，但不要编造本组织的活动、时间、地点或价格。只输出纯文本。';

/**
 * An OpenAI-compatible model (ANSWERER_BASE_URL) as the assistant: it is given the organisation's
 * articles that match the question (the local answerer's search) as context, and those articles
 * are the answer's sources. A timeout or failure rejects with ChatUnavailableError.
 */
export function chatAnswerer(chat: ChatProvider): Answerer {
  return {
    kind: 'http',
    async answer({ db, iid, question }) {
      const found = await matchArticles(db, iid, question);
      const context = found.map((row, i) => `【文章${i + 1}】《${row.title}》\n${clip(plainText(`${row.summary} ${row.body}`), CONTEXT_CHARS)}`).join('\n\n');
      const messages: ChatMessage[] = [
        { role: 'system', content: context ? `${ASSISTANT_PROMPT}\n\n${context}` : ASSISTANT_PROMPT },
        { role: 'user', content: question },
      ];
      return { answer: await chat.complete(messages), sources: sourcesOf(found) };
    },
  };
}

import { act } from '@tongxin/api-client';
import { useState, type FormEvent } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

const HISTORY_KEY = 'act.searchHistory';

function readHistory(): string[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 10) : [];
  } catch {
    return [];
  }
}

/** /app/search/outdoor — outdoor search with history and hot keywords (the tags in use); a search opens the activity list. */
export function Component() {
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const meta = useVisitorQuery(act.provinces, {});
  const [text, setText] = useState('');
  const [history, setHistory] = useState(readHistory);
  const go = (word: string) => {
    const w = word.trim();
    if (!w) return;
    const next = [w, ...history.filter((h) => h !== w)].slice(0, 10);
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
    setHistory(next);
    navigate(actLinks.list({ iid, queryKey: w }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };
  return (
    <MemberPage title="户外搜索">
      <section className="act-section">
        <form role="search" className="act-search" onSubmit={submit}>
          <input type="search" aria-label="搜索户外活动" value={text} onChange={(e) => setText(e.target.value)} placeholder="目的地、线路、出发城市" />
          <button type="submit">搜索</button>
        </form>
      </section>
      {history.length ? (
        <section className="act-section" aria-label="搜索历史">
          <h2>
            搜索历史{' '}
            <button
              type="button"
              className="act-clear"
              onClick={() => {
                window.localStorage.removeItem(HISTORY_KEY);
                setHistory([]);
              }}
            >
              清空
            </button>
          </h2>
          {history.map((h) => (
            <button key={h} type="button" className="act-option" onClick={() => go(h)}>
              {h}
            </button>
          ))}
        </section>
      ) : null}
      <section className="act-section" aria-label="热门搜索">
        <h2>热门搜索</h2>
        {(meta.data?.tags ?? []).map((t) => (
          <button key={t} type="button" className="act-option" onClick={() => go(t)}>
            {t}
          </button>
        ))}
      </section>
    </MemberPage>
  );
}

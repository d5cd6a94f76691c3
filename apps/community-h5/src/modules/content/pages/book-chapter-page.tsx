import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, LoadingSkeleton, RichText } from '@tongxin/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { useRouteId } from '../components/article';

const SIZES = [15, 17, 20] as const;
const localKey = (id: number) => `content-read:${id}`;

/** How far down the page the reader is, in per mille of the scrollable height. */
function readPermille(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.round((window.scrollY / max) * 1000) : 0;
}

/**
 * /app/book/:iid/articleDetail/:id?book: a chapter (rich text, sanitised), font size, 上一章 /
 * 下一章, 目录; where the reader was is remembered (the member's on the server, a visitor's here)
 * and restored when the chapter opens again.
 */
export function Component() {
  const id = useRouteId();
  const [search] = useSearchParams();
  const book = Number(search.get('book')) || 0;
  const { iid, token } = useMemberSession();
  const navigate = useNavigate();
  const chapter = useRead(tenantScope, content.part, { id: id ?? 0, token: token ?? undefined }, { enabled: id !== null });
  const save = useWrite(memberScope, content.progress);
  const [size, setSize] = useState<number>(() => Number(localStorage.getItem('content-font')) || SIZES[0]);
  const restored = useRef<number | null>(null);
  const data = chapter.data;

  useEffect(() => {
    if (!data || restored.current === data.id) return;
    restored.current = data.id;
    const at = token ? data.position : Number(localStorage.getItem(localKey(data.id)) ?? 0);
    requestAnimationFrame(() => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, (max * at) / 1000);
    });
  }, [data, token]);

  useEffect(() => {
    if (!data) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const at = readPermille();
        localStorage.setItem(localKey(data.id), String(at));
        if (token) save.mutate({ id: data.id, position: at });
      }, 800);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
    // save.mutate is stable enough for a scroll listener; the chapter decides when to rebind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data?.id, token]);

  if (id === null) return <MemberPage title="阅读"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (chapter.isPending) return <MemberPage title="阅读"><LoadingSkeleton rows={8} /></MemberPage>;
  if (chapter.isError) {
    const locked = (chapter.error as { code?: number }).code === content.CONTENT_ERRORS.locked.code;
    return (
      <MemberPage title="阅读">
        {locked ? (
          <div className="content-gate">
            <p>请先购买~</p>
            <AppLink to={contentLinks.bookPay({ iid, id: book })} className="content-primary-link">去购买</AppLink>
          </div>
        ) : (
          <ErrorState error={chapter.error} onRetry={chapter.refetch} />
        )}
      </MemberPage>
    );
  }
  const go = (partId: number | null) => partId !== null && navigate(contentLinks.bookChapter({ iid, id: partId, book }));
  return (
    <MemberPage
      title={chapter.data.title}
      side={
        <button
          type="button"
          aria-label="字号"
          onClick={() => {
            const next = SIZES[(SIZES.indexOf(size as (typeof SIZES)[number]) + 1) % SIZES.length] ?? SIZES[0];
            setSize(next);
            localStorage.setItem('content-font', String(next));
          }}
        >
          Aa
        </button>
      }
    >
      <article className="content-reader" style={{ fontSize: size }} aria-label={chapter.data.title}>
        <RichText html={chapter.data.body} className="content-body" />
      </article>
      <nav className="content-reader-nav" aria-label="章节">
        <button type="button" disabled={chapter.data.prevId === null} onClick={() => go(chapter.data.prevId)}>
          上一章
        </button>
        <AppLink to={contentLinks.bookPay({ iid, id: book })}>目录</AppLink>
        <button type="button" disabled={chapter.data.nextId === null} onClick={() => go(chapter.data.nextId)}>
          下一章
        </button>
      </nav>
    </MemberPage>
  );
}

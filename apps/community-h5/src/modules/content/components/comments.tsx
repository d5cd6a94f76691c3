import { content, errorMessage } from '@tongxin/api-client';
import { useList, useWrite } from '@tongxin/api-client/react';
import { formatDate, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useDraft } from '../../../components/member-kit';
import { PagedList } from '../../../components/paged-list';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { AppLink } from '../../../components/app-link';
import { useLocation } from 'react-router-dom';
import { memberLinks } from '../../../lib/links/member-links';

/** Spec §5's text-area rule: a line break counts two characters. */
export const commentLength = (text: string) => [...text].length + (text.match(/\n/g)?.length ?? 0);

/** The refusal of a comment's text before it is sent (the server checks the same), or null. */
export function commentProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return content.CONTENT_ERRORS.commentEmpty.msg;
  if (commentLength(trimmed) > content.COMMENT_MAX) return content.CONTENT_ERRORS.commentTooLong.msg;
  return null;
}

/** A comment box: the text is kept as a draft until sent; errors show under it. */
export function CommentBox({ draftKey, onSend, label = '写评论', closed }: { draftKey: string; onSend: (text: string) => Promise<unknown>; label?: string; /** Why nobody may write now (a muted room), shown in the box. */ closed?: string }) {
  const { values, setField, clear } = useDraft(draftKey, { text: '' });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { token } = useMemberSession();
  const { pathname, search } = useLocation();
  if (!token) {
    return (
      <p className="content-signin">
        <AppLink to={memberLinks.login({ redirect: pathname + search })}>登录后参与评论</AppLink>
      </p>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = commentProblem(values.text);
    setError(problem);
    if (problem || sending) return;
    setSending(true);
    try {
      await onSend(values.text.trim());
      clear();
      setField('text', '');
    } catch (e) {
      setError(errorMessage(e) || '发送失败，请重试');
    } finally {
      setSending(false);
    }
  }
  const length = commentLength(values.text.trim());
  return (
    <form className="content-comment-box" onSubmit={(e) => void submit(e)} aria-label={label}>
      <textarea aria-label={label} placeholder={closed ?? '说点什么…'} disabled={closed !== undefined} value={values.text} rows={2} onChange={(e) => setField('text', e.target.value)} />
      <div className="content-comment-row">
        <span className={length > content.COMMENT_MAX ? 'content-over' : 'content-muted'}>
          {length}/{content.COMMENT_MAX}
        </span>
        <Button size="small" type="primary" round nativeType="submit" loading={sending} disabled={sending || closed !== undefined}>
          发送
        </Button>
      </div>
      {error ? <p role="alert" className="content-error">{error}</p> : null}
    </form>
  );
}

/** An item's comments (newest first, shown as text) and the member's box to add one. */
export function Comments({ id }: { id: number }) {
  const list = useList(tenantScope, content.comments, { id });
  const send = useWrite(memberScope, content.comment, { invalidates: [content.comments, content.detail] });
  return (
    <section className="content-comments" aria-label="评论">
      <h2>评论 {list.data?.pages[0]?.total ?? ''}</h2>
      <CommentBox
        draftKey={`content-comment:${id}`}
        onSend={async (text) => {
          await send.mutateAsync({ id, content: text });
          toast.success('评论成功');
        }}
      />
      <PagedList
        label="评论列表"
        list={list}
        empty="还没有评论，来说两句吧"
        rowKey={(c) => c.id}
        refreshable={false}
        renderRow={(c) => (
          <article className="content-comment" aria-label={`${c.author}的评论`}>
            <strong>{c.author}</strong>
            <span className="content-muted">{formatDate(c.createdAt, 3)}</span>
            {/* Text, never markup: whatever was typed shows as typed. */}
            <p>{c.content}</p>
          </article>
        )}
      />
    </section>
  );
}

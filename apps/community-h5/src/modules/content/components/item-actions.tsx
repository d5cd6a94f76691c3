import { content, errorMessage } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { contentLinks } from '../../../lib/links/content-links';
import { memberLinks } from '../../../lib/links/member-links';

/** Like, collect and share (a poster) for an item; a visitor is asked to sign in first. */
export function ItemActions({ item }: { item: content.ContentDetail }) {
  const { token } = useMemberSession();
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const like = useWrite(memberScope, content.like, { invalidates: [content.detail] });
  const collect = useWrite(memberScope, content.collect, { invalidates: [content.detail] });
  const signInFirst = () => {
    if (token) return false;
    navigate(memberLinks.login({ redirect: pathname + search }));
    return true;
  };
  return (
    <div className="content-actions" role="group" aria-label="操作">
      <button
        type="button"
        aria-pressed={item.liked}
        disabled={like.isPending}
        onClick={() => {
          if (signInFirst()) return;
          like.mutate({ id: item.id, like: !item.liked }, { onError: (e) => toast.fail(errorMessage(e)) });
        }}
      >
        {item.liked ? '已赞' : '点赞'} {item.likes}
      </button>
      <button
        type="button"
        aria-pressed={item.collected}
        disabled={collect.isPending}
        onClick={() => {
          if (signInFirst()) return;
          collect.mutate(
            { id: item.id, collect: !item.collected },
            { onSuccess: (r) => toast.success(r.collected ? '收藏成功' : '已取消收藏'), onError: (e) => toast.fail(errorMessage(e)) },
          );
        }}
      >
        {item.collected ? '已收藏' : '收藏'}
      </button>
      <button type="button" onClick={() => navigate(contentLinks.poster({ title: item.title, link: item.link }))}>
        分享海报
      </button>
    </div>
  );
}

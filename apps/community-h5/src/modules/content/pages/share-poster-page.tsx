import '../content.css';
import { content } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, LoadingSkeleton, Poster } from '@tongxin/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';

/**
 * /app/share/poster?title&link: the member's poster of a page (background, avatar and name, the
 * title, the QR code of the link) drawn into an image to long-press and save. WeChat's own share
 * (timeline / app message) is the ··· menu.
 */
export function Component() {
  const [search] = useSearchParams();
  const title = search.get('title') ?? '';
  const link = search.get('link') ?? '';
  const create = useWrite(memberScope, content.poster);
  const { mutate } = create;
  useEffect(() => {
    if (title && link) mutate({ title, dstUrl: link });
  }, [title, link, mutate]);
  if (!title || !link) return <MemberPage title="分享海报"><EmptyState description="缺少参数无法生成海报" /></MemberPage>;
  return (
    <MemberPage title="分享海报">
      {create.isError ? (
        <ErrorState error={create.error} onRetry={() => mutate({ title, dstUrl: link })} />
      ) : create.data ? (
        <Poster poster={{ ...create.data, dstUrl: new URL(create.data.dstUrl, location.origin).toString() }} width="100%" />
      ) : (
        <LoadingSkeleton rows={4} label="海报生成中" />
      )}
      <p className="content-muted content-center">在微信中可点右上角“···”分享给朋友或朋友圈</p>
    </MemberPage>
  );
}

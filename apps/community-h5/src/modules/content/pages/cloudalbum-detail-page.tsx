import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { ImagePreview } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { PagedList } from '../../../components/paged-list';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { useRouteId } from '../components/article';
import { EmptyState } from '@tongxin/ui';

/**
 * /app/cloudalbum/:iid/detail/:id: the album's stats and its photos in a 3-column grid; a photo
 * opens the viewer (swipe between photos, pinch to zoom, long-press the image to save it).
 */
export function Component() {
  const id = useRouteId();
  const { iid } = useMemberSession();
  const album = useRead(tenantScope, content.album, { id: id ?? 0 }, { enabled: id !== null });
  const photos = useList(tenantScope, content.photos, { id: id ?? 0 }, { enabled: id !== null, pageSize: 30 });
  const first = album.data ? { album: album.data } : undefined;
  if (id === null) return <MemberPage title="相册"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  const urls = photos.rows.map((p) => p.url);
  return (
    <MemberPage title={first?.album.name ?? '相册'} side={<AppLink to={contentLinks.albumAdd({ iid, album: id })}>上传</AppLink>}>
      {first ? (
        <p className="content-meta" aria-label="相册统计">
          <span>{first.album.photos}张照片</span>
          <span>{first.album.contributors}位贡献者</span>
        </p>
      ) : null}
      <PagedList
        label="照片"
        list={photos}
        empty="暂无照片，快来上传第一张吧"
        rowKey={(p) => p.id}
        className="content-photo-grid"
        renderRow={(p) => (
          <Picture
            src={p.url}
            alt={`${p.author}上传的照片`}
            ratio={1}
            onClick={() =>
              ImagePreview.open({
                images: urls,
                startPosition: urls.indexOf(p.url),
                closeable: true,
                // The phone's back closes the viewer, not the album.
                closeOnPopstate: true,
                showIndex: true,
                indexRender: ({ index, len }) => `${index + 1}/${len} · 长按图片保存到手机`,
              })
            }
          />
        )}
      />
    </MemberPage>
  );
}

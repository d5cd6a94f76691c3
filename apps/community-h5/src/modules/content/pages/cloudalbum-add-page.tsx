import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content, errorMessage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { EmptyState, ImageUploader, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MemberPage, useDraft } from '../../../components/member-kit';
import { useMemberUpload } from '../../../components/member-upload';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';

const MAX_AT_ONCE = 9;

/**
 * /app/cloudalbum/:iid/add?album: picks up to nine images at once; each is checked (by its
 * content), downscaled and uploaded with its own progress and retry (the upload helper with the
 * member's /api/oss/token policy), then the uploaded ones are added to the album. What is uploaded
 * is kept as a draft until then, so a reload loses none of it.
 */
export function Component() {
  const [search] = useSearchParams();
  const albumId = Number(search.get('album')) || null;
  const { iid, userId } = useMemberSession();
  const upload = useMemberUpload();
  const navigate = useNavigate();
  const album = useRead(tenantScope, content.album, { id: albumId ?? 0 }, { enabled: albumId !== null });
  const add = useWrite(memberScope, content.addPhotos, { invalidates: [content.album, content.albums, content.photos] });
  // What is already uploaded survives a reload (a webview killed on the bus): added to the album
  // later. The member's own (only their uploads can be added).
  const draft = useDraft(`content-album-add:${userId ?? 0}:${albumId ?? 0}`, { urls: [] as string[] });
  const urls = draft.values.urls;
  const setUrls = (next: string[]) => draft.setField('urls', next);
  const [queue, setQueue] = useState({ waiting: 0, failed: 0 });
  if (albumId === null) return <MemberPage title="上传照片"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  return (
    <MemberPage title="上传照片">
      <p className="content-title">{album.data?.name ?? ''}</p>
      <ImageUploader
        value={urls}
        onChange={setUrls}
        max={MAX_AT_ONCE}
        label="选择照片"
        onQueueChange={setQueue}
        upload={upload}
      />
      <p className="content-muted">每次最多 {MAX_AT_ONCE} 张；上传失败的照片可点“重试”。</p>
      <Button
        block
        round
        type="primary"
        disabled={urls.length === 0 || queue.waiting > 0 || queue.failed > 0 || add.isPending}
        loading={add.isPending}
        onClick={() =>
          add.mutate(
            { id: albumId, urls: JSON.stringify(urls) },
            {
              onSuccess: (photos) => {
                draft.clear();
                toast.success(`已添加${photos.length}张照片`);
                navigate(contentLinks.cloudalbumDetail({ iid, id: albumId }), { replace: true });
              },
              onError: (e) => toast.fail(errorMessage(e)),
            },
          )
        }
      >
        {queue.failed > 0 ? `有${queue.failed}张上传失败，请重试或删除` : `添加到相册（${urls.length}张）`}
      </Button>
    </MemberPage>
  );
}

import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { PagedList } from '../../../components/paged-list';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';

/** /app/cloudalbum/:iid: albums of activities and the organisation (cover, name, photo count, date). */
export function Component() {
  const { iid } = useMemberSession();
  const list = useList(tenantScope, content.albums, {});
  return (
    <MemberPage title="云相册">
      <PagedList
        label="相册列表"
        list={list}
        empty="暂无相册"
        rowKey={(a) => a.id}
        className="content-albums"
        renderRow={(a) => (
          <AppLink to={contentLinks.cloudalbumDetail({ iid, id: a.id })} className="content-album">
            <Picture src={a.cover} alt={a.name} ratio={4 / 3} />
            <strong>{a.name}</strong>
            <span className="content-muted">
              {a.photos}张 · {formatDate(a.createdAt, 2)}
            </span>
          </AppLink>
        )}
      />
    </MemberPage>
  );
}

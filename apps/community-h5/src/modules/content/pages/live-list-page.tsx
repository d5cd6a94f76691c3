import '../content.css';
import { content } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { ScrollTabs } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/member-kit';
import { PagedList } from '../../../components/paged-list';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { DueReminders, RoomCard } from '../components/room-card';

const TABS = [
  { name: 'live', title: '直播中' },
  { name: 'upcoming', title: '预告' },
  { name: 'ended', title: '回放' },
] as const;

function Rooms({ status }: { status: content.LiveStatus }) {
  // The member's session goes along: an upcoming room shows whether they asked to be reminded.
  const { token } = useMemberSession();
  const list = useList(tenantScope, content.liveList, { status, token: token ?? undefined });
  const title = TABS.find((t) => t.name === status)?.title ?? '';
  return <PagedList label={`${title}列表`} list={list} empty={`暂无${title}`} rowKey={(r) => r.id} renderRow={(r) => <RoomCard room={r} />} />;
}

/**
 * /app/live/:iid: live rooms — on air, upcoming (countdown and a reminder), ended (replay) — and
 * above them the member's reminders of rooms that have gone on air.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const status = (TABS.find((t) => t.name === search.get('status'))?.name ?? 'live') as content.LiveStatus;
  return (
    <MemberPage title="直播">
      <DueReminders />
      <ScrollTabs tabs={TABS} active={status} label="直播状态" onChange={(name) => setSearch({ status: String(name) }, { replace: true })}>
        <Rooms key={status} status={status} />
      </ScrollTabs>
    </MemberPage>
  );
}

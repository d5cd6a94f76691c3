import { stay } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { placePath } from '../stay-text';
import { stayLinks } from '../../../lib/links/stay-links';
import '../stay.css';

const TABS = [
  { type: stay.STAY_TYPE.campsite, label: '露营地' },
  { type: stay.STAY_TYPE.homestay, label: '民宿' },
] as const;

function PlaceCard({ place, iid }: { place: stay.PlaceCard; iid: number }) {
  return (
    <AppLink to={placePath(iid, place)} className="stay-card">
      <Picture src={place.cover} alt="" width={108} ratio={108 / 80} radius={6} style={{ flex: 'none' }} />
      <div>
        <h3>{place.name}</h3>
        <p className="stay-meta">
          {place.region} · 评分 {place.rating.toFixed(1)}
        </p>
        <div className="stay-tags">
          {place.tags.map((t) => (
            <span key={t}>{t}</span>
          ))}
        </div>
        <p className="stay-price">{formatFen(place.minPrice)}起/晚</p>
      </div>
    </AppLink>
  );
}

/** /app/campsite/:iid?type: campsites (type 1) or homestays (type 2), best rated first. */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const type = Number(search.get('type')) === stay.STAY_TYPE.homestay ? stay.STAY_TYPE.homestay : stay.STAY_TYPE.campsite;
  const pages = useList(tenantScope, stay.places, { type });
  const label = TABS.find((t) => t.type === type)?.label ?? '';
  return (
    <MemberPage title="露营与民宿" side={<AppLink to={stayLinks.reserveList()}>我的预订</AppLink>}>
      <div className="stay-tabs" role="tablist" aria-label="类型">
        {TABS.map((tab) => (
          <button key={tab.type} type="button" role="tab" aria-selected={tab.type === type} onClick={() => setSearch({ type: String(tab.type) }, { replace: true })}>
            {tab.label}
          </button>
        ))}
      </div>
      <PagedList key={type} label={label} list={pages} empty={`暂无${label}`} rowKey={(p) => p.id} renderRow={(p) => <PlaceCard place={p} iid={iid} />} />
    </MemberPage>
  );
}

import { act } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useShareBinding } from '../../../components/share-binding';
import { useWechatShare } from '../../../components/wechat-share';
import { dateTimeText, priceText } from '../act-text';
import { useVisitorQuery } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

type Detail = Awaited<ReturnType<typeof act.detail.result.parse>>;

/** The main button by state (page-guide A2): enrol, full, closed, not open, already enrolled → the order. */
function MainButton({ a, iid }: { a: Detail; iid: number }) {
  if (a.state === act.ACT_STATE.enrolled && a.myOrderId)
    return (
      <AppLink to={actLinks.pay({ iid, orderId: a.myOrderId })} className="act-btn">
        已报名 · 查看订单
      </AppLink>
    );
  if (a.state === act.ACT_STATE.open)
    return (
      <AppLink to={actLinks.enroll({ iid, id: a.id })} className="act-btn">
        立即报名
      </AppLink>
    );
  const text = a.state === act.ACT_STATE.full ? '已满员' : a.state === act.ACT_STATE.closed ? '报名已截止' : '暂不可报名';
  return (
    <button type="button" className="act-btn" disabled>
      {text}
    </button>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="act-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** /app/act/:iid/detail/:id — an activity: images, facts, price, leader and organiser, texts, members, reviews, and the button by state. */
export function Component() {
  const params = useParams();
  const iid = Number(params.iid) || 1000;
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useVisitorQuery(act.detail, { id }, valid);
  useShareBinding();
  const shared = detail.data;
  useWechatShare(shared ? { title: shared.title, desc: `${shared.organiser} · 集合地 ${shared.gatherPlace}`, imgUrl: shared.images[0] ?? shared.cover } : null);

  if (!valid) return <MemberPage title="活动详情"><EmptyState description="缺少参数无法查看活动" /></MemberPage>;
  if (detail.isPending) return <MemberPage title="活动详情"><LoadingSkeleton rows={4} /></MemberPage>;
  if (detail.isError)
    return (
      <MemberPage title="活动详情">
        {(detail.error as { code?: number }).code === act.detail.errors.notFound.code ? <EmptyState description="活动不存在" /> : <ErrorState error={detail.error} onRetry={detail.refetch} />}
      </MemberPage>
    );
  const a = detail.data;
  return (
    <MemberPage title="活动详情">
      <div className="act-page">
        <div className="act-gallery" role="region" aria-label="活动图片" tabIndex={0}>
          {a.images.map((src, i) => (
            <img key={i} src={src} alt={i === 0 ? a.title : ''} width={375} height={234} loading={i === 0 ? 'eager' : 'lazy'} />
          ))}
        </div>
        <section className="act-section">
          <h2 className="act-detail-title">{a.title}</h2>
          <p>
            {a.tags.map((t) => (
              <span key={t} className="act-chip">
                {t}
              </span>
            ))}
            {a.difficulty ? <span className="act-chip">{a.difficulty}</span> : null}
          </p>
          <p>
            <strong className="act-price">{priceText(a.price)}</strong>
            {a.insuranceMode === act.INSURANCE_MODE.forced ? <span className="act-muted"> · 含必购保险 {formatFen(a.insurancePrice)}/人</span> : null}
            {a.insuranceMode === act.INSURANCE_MODE.optional ? <span className="act-muted"> · 可选保险 {formatFen(a.insurancePrice)}/人</span> : null}
          </p>
          <dl className="act-facts">
            <dt>活动时间</dt>
            <dd>
              {dateTimeText(a.startAt)} 至 {dateTimeText(a.endAt)}（{a.days}天）
            </dd>
            <dt>集合时间</dt>
            <dd>{dateTimeText(a.gatherAt)}</dd>
            <dt>集合地点</dt>
            <dd>{a.gatherPlace}</dd>
            <dt>出发地</dt>
            <dd>
              {a.province} · {a.originCity}
            </dd>
            <dt>目的地</dt>
            <dd>{a.destination}</dd>
            <dt>报名截止</dt>
            <dd>{dateTimeText(a.enrollEnd)}</dd>
            <dt>人数</dt>
            <dd>
              已报名 {a.enrolled} / 限 {a.quota} 人，最少成行 {a.minimum} 人，剩余 {a.left} 个名额
            </dd>
          </dl>
        </section>
        <Section title="领队与主办方">
          <p>
            领队：{a.leader.name}（带队 {a.leader.actCount} 次）
          </p>
          <p className="act-muted">{a.leader.bio}</p>
          <p>主办方：{a.organiser}</p>
        </Section>
        <Section title="行程安排">
          <ol>
            {a.schedule.map((d) => (
              <li key={d.title}>
                <strong>{d.title}</strong> {d.text}
              </li>
            ))}
          </ol>
          {a.route.distanceKm > 0 ? (
            <p>
              线路 {a.route.distanceKm} 公里 · 爬升 {a.route.climbM} 米 <AppLink to={actLinks.routeDetail({ iid, id: a.id })}>查看线路</AppLink>
            </p>
          ) : null}
        </Section>
        <Section title="费用说明">
          <p>包含：{a.feeIncluded}</p>
          <p>不包含：{a.feeExcluded}</p>
        </Section>
        <Section title="装备要求">
          <p>{a.equipment}</p>
        </Section>
        <Section title="注意事项">
          <p>{a.notes}</p>
        </Section>
        <Section title="退款说明">
          <p>{a.refundRules}</p>
        </Section>
        <Section title={`已报名（${a.enrolled}）`}>
          {/* The names the server shows; a count without names (members who keep theirs private) is said as a count, never as 还没有人. */}
          <p>{a.members.length ? a.members.join('、') : a.enrolled > 0 ? `已有 ${a.enrolled} 人报名` : '还没有人报名，快来第一个报名吧'}</p>
          {a.signPlaces.length ? (
            <p>
              <AppLink to={actLinks.sign({ iid, actId: a.id })}>签到</AppLink>
              {a.isLeader ? (
                <>
                  {' · '}
                  <AppLink to={actLinks.roster({ iid, actId: a.id })}>签到名单（领队）</AppLink>
                </>
              ) : null}
              {' · '}
              <AppLink to={actLinks.teams({ iid, actId: a.id })}>活动小队</AppLink>
            </p>
          ) : null}
        </Section>
        <Section title={`评价（${a.reviewCount}）`}>
          {a.reviews.length === 0 ? <p className="act-muted">暂无评价</p> : null}
          {a.reviews.map((r) => (
            <article key={r.id} aria-label={`${r.nickName}的评价`}>
              <p>
                <strong>{r.nickName}</strong> 行程{r.score1} · 领队{r.score2} · 性价比{r.score3}
              </p>
              <p>{r.content}</p>
            </article>
          ))}
        </Section>
        <div className="act-bar">
          <AppLink to={actLinks.share({ iid, id: a.id })} className="act-bar__side">
            分享
          </AppLink>
          <AppLink to={actLinks.list({ iid })} className="act-bar__side">
            更多活动
          </AppLink>
          <MainButton a={a} iid={iid} />
        </div>
      </div>
    </MemberPage>
  );
}

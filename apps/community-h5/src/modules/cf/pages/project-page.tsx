import { cf } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView } from '@tongxin/ui';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton, PagedList } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { publicScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { queryInt } from '../cf-text';
import { ProjectProgress, STATUS_TEXT } from '../components/progress';
import { cfLinks } from '../../../lib/links/cf-links';
import { homeLinks } from '../../../lib/links/home-links';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../cf.css';

const TABS = ['我的自述', '项目回报', '风险提示'] as const;

/** The cover's shape in the layouts that change it (the others keep 15:8). */
const HERO_RATIO: Partial<Record<cf.Layout, number>> = { thi: 1, fou: 3 / 2, sev: 4 / 3, nin: 21 / 9 };

/** How a settled project ended: paid out to its launcher, or refunded to its supporters. */
function Outcome({ project, outcome }: { project: cf.Project; outcome: cf.Outcome }) {
  if (project.status === cf.PROJECT_STATUS.succeeded) {
    return (
      <p role="status" className="cf-outcome">
        众筹成功！共筹得 {formatFen(outcome.paidOutFen)}，已结算给发起人。
        {project.mine ? (
          <>
            {' '}
            款项已存入你的钱包，<AppLink to={walletLinks.index()}>去钱包查看或提现</AppLink>
          </>
        ) : null}
      </p>
    );
  }
  return (
    <p role="status" className="cf-outcome">
      众筹未达目标，{outcome.refundedSupporters} 位支持者的 {formatFen(outcome.refundedFen)} 已原路退回。
    </p>
  );
}

function ProjectView({ project, layout }: { project: cf.Project; layout: cf.Layout }) {
  const { iid } = useMemberSession();
  const [tab, setTab] = useState<(typeof TABS)[number]>('我的自述');
  const funding = project.status === cf.PROJECT_STATUS.funding && project.progress.secondsLeft > 0;
  return (
    <article className={`cf-layout-${layout}`} aria-label={project.title}>
      <div className="cf-stack">
        <Picture src={project.cover} alt="" ratio={HERO_RATIO[layout] ?? 15 / 8} className="cf-hero" priority />
        <div className="cf-body cf-stack">
          <h1 className="cf-title">{project.title}</h1>
          <p className="cf-muted">
            {project.launcher.nickName} 发起 · {formatDate(project.createdAt, 2)} <span className="cf-status">{STATUS_TEXT[project.status] ?? ''}</span>
          </p>
          {project.digest ? <p>{project.digest}</p> : null}
          {project.mine && project.rejectReason ? <p role="alert">未通过审核：{project.rejectReason}</p> : null}
          <ProjectProgress progress={project.progress} />
          {project.outcome ? <Outcome project={project} outcome={project.outcome} /> : null}
        </div>
      </div>
      <div className="cf-body">
        <AppLink to={cfLinks.supporter({ iid, id: project.id })} className="cf-faces" aria-label={`${project.progress.supporters}人支持，查看支持者`}>
          {project.recentSupporters.map((s, i) => (s.headImg ? <img key={i} className="cf-avatar" src={s.headImg} alt="" /> : <span key={i} className="cf-avatar" />))}
          <span className="cf-muted">{project.progress.supporters}人支持 ›</span>
        </AppLink>
        <nav className="cf-links" aria-label="项目">
          <AppLink to={cfLinks.infos({ iid, id: project.id })}>项目详情</AppLink>
          <AppLink to={cfLinks.rank({ iid, id: project.id })}>支持榜</AppLink>
          <AppLink to={cfLinks.question({ iid, id: project.id })}>问答</AppLink>
          <AppLink to={cfLinks.share({ iid, id: project.id })}>分享</AppLink>
        </nav>
        <div className="cf-tabs" role="tablist">
          {TABS.map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
              {t}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {tab === '我的自述' ? <p className="cf-story">{project.story}</p> : null}
          {tab === '项目回报' ? (
            project.tiers.length ? (
              project.tiers.map((t) => (
                <div key={t.id} className="cf-tier">
                  <p>
                    <strong>{formatFen(t.amountFen)}</strong> {t.title}
                  </p>
                  <p className="cf-muted">{t.description}</p>
                  <p className="cf-muted">{t.limit ? `限${t.limit}份，剩余${Math.max(0, t.limit - t.taken)}份` : '不限份数'}</p>
                </div>
              ))
            ) : (
              <p className="cf-muted">此项目没有设置回报，可自由金额支持</p>
            )
          ) : null}
          {tab === '风险提示' ? <p className="cf-story">{project.risk || '发起人暂未发布风险提示。若到期未达目标，所有支持款项将原路退回。'}</p> : null}
        </div>
        {project.mine ? (
          <nav className="cf-links" aria-label="发起人">
            <AppLink to={cfLinks.bind({ iid, id: project.id })}>{project.payoutBound ? '收款账户' : '绑定收款账户'}</AppLink>
            <AppLink to={cfLinks.question({ iid, id: project.id })}>回答提问</AppLink>
          </nav>
        ) : null}
      </div>
      <footer className="cf-footer">
        <AppLink to={homeLinks.index({ iid })}>首页</AppLink>
        <AppLink to={cfLinks.customer({ iid, id: project.id })}>客服</AppLink>
        {funding ? (
          <AppLink to={cfLinks.pay({ iid, id: project.id })} className="cf-primary">
            我要支持
          </AppLink>
        ) : (
          <span className="cf-primary" aria-disabled="true">
            {project.status === cf.PROJECT_STATUS.reviewing ? '审核中' : project.progress.secondsLeft > 0 ? (STATUS_TEXT[project.status] ?? '不可支持') : '已超时'}
          </span>
        )}
      </footer>
    </article>
  );
}

function ProjectList() {
  const { iid } = useMemberSession();
  const list = useList(tenantScope, cf.projects, {});
  return (
    <div className="cf-body">
      <h1 className="cf-title">众筹项目</h1>
      <AppLink to={cfLinks.launch({ iid })} className="cf-primary">
        发起众筹
      </AppLink>
      <PagedList
        label="众筹项目"
        list={list}
        empty="还没有众筹项目"
        rowKey={(p) => p.id}
        renderRow={(p) => (
          <AppLink to={cfLinks.index({ iid, id: p.id })} className="cf-card">
            <Picture src={p.cover} alt="" ratio={15 / 8} className="cf-card-cover" />
            <span className="cf-card-body">
              <strong className="cf-card-title">{p.title}</strong>
              <span className="cf-bar" aria-hidden="true">
                <span style={{ width: `${Math.min(p.progress.percent, 100)}%` }} />
              </span>
              <span className="cf-muted cf-card-figures">
                <span>已筹 {formatFen(p.progress.raisedFen)}</span>
                <span>{p.progress.percent}%</span>
                <span>{STATUS_TEXT[p.status] ?? ''}</span>
              </span>
            </span>
          </AppLink>
        )}
      />
    </div>
  );
}

/**
 * /app/cf/{iid}/index?id and its layouts /index/fir…nin: one project page, laid out as the project
 * chose (a layout path shows that layout). Without an id, the tenant's projects.
 */
export function Component() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const id = queryInt(search, 'id');
  const { iid, token } = useMemberSession();
  const project = useRead(publicScope, cf.project, token ? { iid, id, token } : { iid, id }, { enabled: id > 0 });
  if (!id) return <ProjectList />;
  const pathLayout = pathname.split('/').pop() as cf.Layout;
  return (
    <QueryView query={project} loading={<LoadingSkeleton rows={6} />}>
      {(p) => <ProjectView project={p} layout={(cf.LAYOUTS as readonly string[]).includes(pathLayout) && pathLayout !== 'index' ? pathLayout : p.layout} />}
    </QueryView>
  );
}

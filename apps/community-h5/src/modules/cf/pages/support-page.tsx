import { cf } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { useState } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { Field, useDraft } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { goLocation } from '../../../lib/links';
import { ProjectFrame } from '../components/project-frame';
import { cfLinks } from '../../../lib/links/cf-links';

/** Yuan as typed ('12', '12.5', '12.50') in fen, else NaN. */
export function fenOfYuan(text: string): number {
  const t = text.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  const [whole = '0', part = ''] = t.replace('-', '').split('.');
  const fen = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  return t.startsWith('-') ? -fen : fen;
}

function Choose({ project }: { project: cf.Project }) {
  const navigate = useAppNavigate();
  const { iid } = useMemberSession();
  const { values, setField } = useDraft(`cf:support:${project.id}`, { tierId: 0, amount: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const funding = project.status === cf.PROJECT_STATUS.funding && project.progress.secondsLeft > 0;
  const next = () => {
    if (values.tierId) {
      goLocation(navigate, cfLinks.cfPay({ iid: iid, id: project.id, ...{ tierId: values.tierId, num: 1 } }));
      return;
    }
    const fen = fenOfYuan(values.amount);
    if (!Number.isFinite(fen) || fen <= 0) {
      setProblem(cf.CF_ERRORS.badAmount.msg);
      return;
    }
    if (fen > cf.MAX_SUPPORT_FEN) {
      setProblem(cf.CF_ERRORS.tooMuch.msg);
      return;
    }
    setProblem(null);
    goLocation(navigate, cfLinks.cfPay({ iid: iid, id: project.id, ...{ amountFen: fen } }));
  };
  return (
    <div className="cf-body">
      <h2>{project.title}</h2>
      {project.tiers.map((t) => {
        const full = t.limit > 0 && t.taken >= t.limit;
        return (
          <button key={t.id} type="button" className="cf-tier" aria-pressed={values.tierId === t.id} disabled={full} onClick={() => setField('tierId', values.tierId === t.id ? 0 : t.id)} style={{ width: '100%', textAlign: 'left' }}>
            <strong>{formatFen(t.amountFen)}</strong> {t.title}
            <span className="cf-muted"> {full ? '已认领完' : t.limit ? `剩余${t.limit - t.taken}份` : ''}</span>
            <br />
            <span className="cf-muted">{t.description}</span>
          </button>
        );
      })}
      <div className="cf-tier" aria-pressed={values.tierId === 0}>
        <Field label="自由金额（元）" value={values.amount} inputMode="decimal" placeholder="输入任意金额" onChange={(v) => { setField('tierId', 0); setField('amount', v); }} error={problem} />
      </div>
      <button type="button" className="cf-primary" disabled={!funding} onClick={next}>
        {funding ? '下一步' : '项目不在众筹中'}
      </button>
    </div>
  );
}

/** /app/cf/{iid}/pay: choose a reward tier or any amount, then the pay page (/app/pay/cf_pay). */
export function Component() {
  return <ProjectFrame title="支持项目">{(p) => <Choose project={p} />}</ProjectFrame>;
}

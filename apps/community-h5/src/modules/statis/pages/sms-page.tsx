import { statis } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { memberScope } from '../../../components/scopes';
import { BarChart } from '../components/bar-chart';
import { Kpis, StatisPage } from '../components/statis-page';

const DAYS = 14;

/** '验证码·注册': what a send was, in words. */
const sendLabel = (kind: statis.SmsKind, purpose: string) =>
  `${statis.SMS_KIND_LABEL[kind]}${purpose in statis.SMS_PURPOSE_LABEL ? `·${statis.SMS_PURPOSE_LABEL[purpose as statis.SmsPurpose]}` : ''}`;

/**
 * /app/statis/sms: the SMS the server sent for the organisation — per day (two weeks) and per
 * month, by kind and purpose with failures, and the latest sends. The tenant's admins only.
 */
export function Component() {
  const sms = useRead(memberScope, statis.sms, { days: DAYS });
  return (
    <StatisPage title="短信统计" query={sms}>
      {({ days, months, kinds, recent }) => {
        const sent = days.reduce((n, d) => n + d.ok, 0);
        const failed = days.reduce((n, d) => n + d.failed, 0);
        return (
          <>
            <Kpis
              items={[
                { label: `近${DAYS}天发送成功`, value: String(sent) },
                { label: '发送失败', value: String(failed) },
                { label: '成功率', value: sent + failed === 0 ? '—' : `${Math.round((sent * 100) / (sent + failed))}%` },
              ]}
            />
            <BarChart title="每日发送成功条数" data={days.map((d) => ({ label: d.day.slice(8), value: d.ok }))} />
            <BarChart title="每月发送成功条数" data={months.map((m) => ({ label: m.month.slice(2), value: m.ok }))} />
            <table aria-label="按类型" className="st-table">
              <thead>
                <tr>
                  <th>类型</th>
                  <th>成功</th>
                  <th>失败</th>
                </tr>
              </thead>
              <tbody>
                {kinds.length === 0 ? (
                  <tr>
                    <td colSpan={3}>近{DAYS}天没有发送短信</td>
                  </tr>
                ) : (
                  kinds.map((k) => (
                    <tr key={`${k.kind}-${k.purpose}`}>
                      <td>{sendLabel(k.kind, k.purpose)}</td>
                      <td>{k.ok}</td>
                      <td>{k.failed}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
            <section className="st-chart" aria-label="最近发送">
              <h2>最近发送</h2>
              {recent.length === 0 ? (
                <p>还没有发送过短信</p>
              ) : (
                <ul className="st-recent">
                  {recent.map((r, i) => (
                    <li key={`${r.sentAt}-${i}`}>
                      <span>{r.mobile}</span>
                      <span>{sendLabel(r.kind, r.purpose)}</span>
                      <span>{formatDate(r.sentAt, 4)}</span>
                      <strong className={r.ok ? undefined : 'st-failed'}>{r.ok ? '成功' : '失败'}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <p className="st-note">统计平台为本机构发出的每一条短信；平台未设短信额度。</p>
          </>
        );
      }}
    </StatisPage>
  );
}

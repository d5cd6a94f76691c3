import type { writeoff } from '@tongxin/api-client';
import { formatDate } from '@tongxin/ui';
import type { ReactNode } from 'react';

/** A benefit with what is left of it on the card; `action` on the right (the merchant's 核销). */
export function BenefitRow({ benefit, action }: { benefit: writeoff.Benefit; action?: ReactNode }) {
  const left = benefit.uses - benefit.used;
  return (
    <li className="wo-row" aria-label={benefit.title}>
      <div className="wo-grow">
        <h3>{benefit.title}</h3>
        <p className="tx-muted">
          {benefit.merchant} · {benefit.description}
        </p>
      </div>
      <span className={left > 0 ? 'wo-left' : 'tx-muted'}>{left > 0 ? `剩余${left}次` : '已用完'}</span>
      {action}
    </li>
  );
}

/** One write-off as the record lists show it. */
export function RecordRow({ record, side }: { record: writeoff.WriteOffRecord; side: 'merchant' | 'member' }) {
  return (
    <div className="wo-row">
      <div className="wo-grow">
        <h3>{record.benefit}</h3>
        <p className="tx-muted">{side === 'merchant' ? `会员 ${record.member} · 卡号 ${record.cardNo}` : `${record.merchant} · 卡号 ${record.cardNo}`}</p>
      </div>
      <span className="tx-muted">{formatDate(record.usedAt, 3)}</span>
    </div>
  );
}

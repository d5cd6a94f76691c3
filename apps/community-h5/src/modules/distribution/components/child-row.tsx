import type { distribution } from '@tongxin/api-client';
import { formatDate, formatFen } from '@tongxin/ui';
import type { ReactNode } from 'react';
import { statusText } from '../use-role';

/** One member of the team: name, number, when they joined, their own team, orders and sales; `actions` on the right. */
export function ChildRow({ child, actions }: { child: distribution.Child; actions?: ReactNode }) {
  return (
    <div className="dis-row">
      <div>
        <p>
          {child.realName || child.nickName} <span className="dis-status">{child.mobile}</span>
        </p>
        <p className="dis-status">
          {child.reviewedAt && child.status === 1 ? `加入时间 ${formatDate(child.reviewedAt, 2)}` : `申请时间 ${formatDate(child.appliedAt, 2)}`}
          {child.applyReason ? ` · ${child.applyReason}` : ''}
        </p>
        <p className="dis-status">
          下级 {child.children} 人 · {child.orders} 单 · {formatFen(child.salesFen)}
        </p>
        {child.reason ? <p className="dis-status">原因：{child.reason}</p> : null}
      </div>
      {actions ?? (
        <span className="dis-status" data-status={child.status}>
          {statusText(child.status)}
        </span>
      )}
    </div>
  );
}

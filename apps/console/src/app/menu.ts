import { distribution, order, staff, wallet } from '@tongxin/api-client/catalogue';
import type { ConsoleRule } from '@tongxin/api-client/define';
import { consoleLinks } from '../lib/links';

/**
 * The console's menu: each entry opens a page and names the call that page is for, whose rule
 * (the declaration's `console`) decides who sees it — the same rule the server checks.
 */
export interface MenuEntry {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  readonly rule: ConsoleRule;
  /** Needs a tenant chosen (an operator picks one first). */
  readonly tenant: boolean;
  readonly group: '平台' | '组织' | '运营' | '审核' | '我的';
}

export const MENU: readonly MenuEntry[] = [
  { key: 'tenants', label: '组织管理', path: consoleLinks.tenants, rule: staff.tenantList.console, tenant: false, group: '平台' },
  { key: 'settings', label: '组织设置', path: consoleLinks.settings, rule: staff.tenantGet.console, tenant: true, group: '组织' },
  { key: 'staff', label: '工作人员', path: consoleLinks.staff, rule: staff.staffList.console, tenant: true, group: '组织' },
  { key: 'audit', label: '操作日志', path: consoleLinks.audit, rule: staff.auditList.console, tenant: true, group: '组织' },
  { key: 'orders', label: '订单', path: consoleLinks.orders, rule: order.consoleOrders.console, tenant: true, group: '运营' },
  { key: 'withdrawals', label: '提现审核', path: consoleLinks.withdrawals, rule: wallet.consoleWithdrawals.console, tenant: true, group: '运营' },
  { key: 'distributors', label: '分销员审核', path: consoleLinks.distributors, rule: distribution.consoleRoles.console, tenant: true, group: '审核' },
  { key: 'account', label: '我的账号', path: consoleLinks.account, rule: staff.me.console, tenant: false, group: '我的' },
];

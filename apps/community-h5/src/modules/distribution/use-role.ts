import { distribution } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { memberScope } from '../../components/scopes';

/** The member's own role (null before they ever applied). */
export const useRole = () => useRead(memberScope, distribution.roleGet, {});

/** Basis points as a percentage: 1000 → 10%. */
export const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

/** The status of a role as the pages say it. */
export const statusText = (status: number) => distribution.ROLE_STATUS_TEXT[status] ?? '未知';

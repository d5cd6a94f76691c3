import { staff } from '@tongxin/api-client/catalogue';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { FilterBar, ListPage, Table, useServerTable } from '../components/list-page';
import { tenantScope } from '../lib/scopes';

interface Filters {
  action?: string;
  from?: number;
  to?: number;
}

/** A before/after value as short readable JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** The tenant's audit log (owners): who did what, when, before and after, and why. */
export function Component() {
  const [filters, setFilters] = useState<Filters>({});
  const table = useServerTable(tenantScope, staff.auditList, filters);
  return (
    <ListPage
      title="操作日志"
      error={table.query.error}
      onRetry={() => void table.query.refetch()}
      filters={
        <FilterBar<{ action: string; range: [Dayjs, Dayjs] }>
          onSearch={(v) => setFilters({ action: v.action, ...(v.range ? { from: v.range[0].startOf('day').valueOf(), to: v.range[1].endOf('day').valueOf() } : {}) })}
        >
          <Form.Item name="action" label="操作">
            <Input allowClear placeholder="如 staff.invite" />
          </Form.Item>
          <Form.Item name="range" label="时间">
            <DatePicker.RangePicker />
          </Form.Item>
        </FilterBar>
      }
    >
      <Table
        {...table.props}
        rowKey="id"
        columns={[
          { title: '时间', dataIndex: 'at', width: 180, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          { title: '操作人', dataIndex: 'staffName', width: 120 },
          { title: '操作', dataIndex: 'action', width: 220 },
          { title: '对象', dataIndex: 'target', width: 160 },
          { title: '原因', dataIndex: 'reason', width: 140 },
          {
            title: '变更',
            key: 'change',
            render: (_, row) => (
              <span className="audit-change">
                {shown(row.before)} → {shown(row.after)}
              </span>
            ),
          },
        ]}
      />
    </ListPage>
  );
}

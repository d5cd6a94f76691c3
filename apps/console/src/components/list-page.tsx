import { errorMessage } from '@tongxin/api-client';
import type { CallResult, QueryDeclaration } from '@tongxin/api-client/define';
import { useRead, type Scope, type ScopedParams } from '@tongxin/api-client/react';
import { Alert, Button, Card, Form, Space, Table, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import './console.css';

type Row<C extends QueryDeclaration> = CallResult<C> extends { list: readonly (infer R)[] } ? R : never;

/**
 * The console's list pattern: a read of a paged console call (`{ list, total }`, pageNo and
 * pageSize on the server) with the page's filters, as antd Table props. Changing a filter goes
 * back to page 1; every page is its own cached answer.
 *
 * @example
 * const table = useServerTable(tenantScope, staff.auditList, { action });
 * <Table {...table.props} columns={columns} rowKey="id" />
 */
export function useServerTable<C extends QueryDeclaration, P extends object>(scope: Scope<P>, declaration: C, filters: Omit<ScopedParams<C, P>, 'pageNo' | 'pageSize'>, pageSize = 10) {
  const [page, setPage] = useState({ no: 1, size: pageSize, filters: JSON.stringify(filters) });
  const current = JSON.stringify(filters) === page.filters ? page : { no: 1, size: page.size, filters: JSON.stringify(filters) };
  const query = useRead(scope, declaration, { ...filters, pageNo: current.no, pageSize: current.size } as unknown as ScopedParams<C, P>);
  const data = query.data as { list: Row<C>[]; total: number } | undefined;
  const props: TableProps<Row<C>> = {
    dataSource: data?.list ?? [],
    loading: query.isFetching,
    pagination: {
      current: current.no,
      pageSize: current.size,
      total: data?.total ?? 0,
      showSizeChanger: true,
      showTotal: (total) => `共 ${total} 条`,
      onChange: (no, size) => setPage({ no: size === current.size ? no : 1, size, filters: current.filters }),
    },
  };
  return { query, props, rows: data?.list ?? [], total: data?.total ?? 0 };
}

/** A page of the console: its title, its actions, and the read's error with a retry. */
export function ListPage({ title, extra, error, onRetry, filters, children }: { title: string; extra?: ReactNode; error?: unknown; onRetry?: () => void; filters?: ReactNode; children: ReactNode }) {
  return (
    <Card title={<h1 className="console-page-title">{title}</h1>} extra={extra}>
      {filters}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error)}
          action={
            onRetry ? (
              <Button size="small" onClick={onRetry}>
                重试
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {/* The list scrolls sideways on a narrow screen; the region takes the keyboard focus to scroll it. */}
      <div className="console-table-scroll" tabIndex={0} role="region" aria-label={title}>
        {children}
      </div>
    </Card>
  );
}

/**
 * The search form above a list: its fields, 搜索 and 重置. `onSearch` gets the form's values
 * (empty strings left out).
 */
export function FilterBar<V extends object>({ children, onSearch }: { children: ReactNode; onSearch: (values: Partial<V>) => void }) {
  const [form] = Form.useForm<V>();
  const submit = (values: V) => onSearch(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<V>);
  return (
    <Form form={form} layout="inline" onFinish={submit} className="console-filters" aria-label="筛选">
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

export { Table };

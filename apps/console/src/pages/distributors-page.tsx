import { distribution } from '@tongxin/api-client/catalogue';
import { useWrite } from '@tongxin/api-client/react';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { writeError } from '../components/form-errors';
import { FilterBar, ListPage, Table, useServerTable } from '../components/list-page';
import { tenantScope } from '../lib/scopes';

const TABS = [
  { label: '待审核', value: 0 },
  { label: '已通过', value: 1 },
  { label: '未通过', value: 2 },
  { label: '全部', value: -1 },
];
const STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red', 3: 'default' };

type Application = ReturnType<typeof useServerTable<typeof distribution.consoleRoles, { token: string }>>['rows'][number];

/** A reviewer rejects with a reason the applicant sees. */
function Reject({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const reject = useWrite(tenantScope, distribution.consoleDecide, {
    invalidates: [distribution.consoleRoles],
    onSuccess: () => {
      void message.success('已驳回');
      onClose();
    },
  });
  return (
    <Modal title={`驳回 · ${application?.realName ?? ''}`} open={application !== null} onCancel={onClose} okText="驳回" okButtonProps={{ danger: true }} cancelText="取消" onOk={() => form.submit()} confirmLoading={reject.isPending} destroyOnHidden>
      {reject.error ? <Alert type="error" showIcon title={writeError(reject.error)} style={{ marginBottom: 16 }} /> : null}
      {application ? (
        <Form form={form} layout="vertical" onFinish={(v) => reject.mutate({ roleId: application.id, pass: false, reason: v.reason.trim() })}>
          <Form.Item label="驳回原因（申请人可见）" name="reason" rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }, { max: 100 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** The distributor applications of the tenant (reviewers): approve on the organisation's behalf, or reject with a reason. */
export function Component() {
  const [status, setStatus] = useState(0);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const { message } = App.useApp();
  const table = useServerTable(tenantScope, distribution.consoleRoles, { ...(status >= 0 ? { status } : {}), keyword });
  const approve = useWrite(tenantScope, distribution.consoleDecide, {
    invalidates: [distribution.consoleRoles],
    onSuccess: (row) => void message.success(`已通过 ${row.realName} 的申请`),
    onError: (e) => void message.error(writeError(e)),
  });
  return (
    <ListPage
      title="分销员审核"
      error={table.query.error}
      onRetry={() => void table.query.refetch()}
      filters={
        <Space direction="vertical" style={{ width: '100%' }}>
          <Segmented aria-label="状态" options={TABS} value={status} onChange={(v) => setStatus(Number(v))} />
          <FilterBar<{ keyword: string }> onSearch={(v) => setKeyword(v.keyword)}>
            <Form.Item name="keyword" label="姓名或手机号">
              <Input allowClear />
            </Form.Item>
          </FilterBar>
        </Space>
      }
    >
      <Table
        {...table.props}
        rowKey="id"
        columns={[
          { title: '姓名', dataIndex: 'realName' },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '上级', dataIndex: 'parentName', render: (p: string) => p || '组织' },
          { title: '申请理由', dataIndex: 'applyReason' },
          { title: '申请时间', dataIndex: 'appliedAt', render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          { title: '状态', dataIndex: 'statusText', render: (text: string, r) => <Tag color={STATUS_COLOR[r.status]}>{text}</Tag> },
          {
            title: '操作',
            key: 'actions',
            render: (_, r) =>
              r.status === 0 ? (
                <Space>
                  <Popconfirm title={`通过 ${r.realName} 的分销员申请？由组织代审`} okText="通过" cancelText="取消" onConfirm={() => approve.mutate({ roleId: r.id, pass: true })}>
                    <Button type="link">通过</Button>
                  </Popconfirm>
                  <Button type="link" danger onClick={() => setRejecting(r)}>
                    驳回
                  </Button>
                </Space>
              ) : (
                r.reason || '—'
              ),
          },
        ]}
      />
      <Reject application={rejecting} onClose={() => setRejecting(null)} />
    </ListPage>
  );
}

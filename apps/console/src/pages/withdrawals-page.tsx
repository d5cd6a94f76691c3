import { wallet } from '@tongxin/api-client/catalogue';
import { useWrite } from '@tongxin/api-client/react';
import { Alert, App, Button, Form, Input, Modal, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { writeError } from '../components/form-errors';
import { ListPage, Table, useServerTable } from '../components/list-page';
import { tenantScope } from '../lib/scopes';

const TABS = [
  { label: '待审核', value: 0 },
  { label: '打款中', value: 1 },
  { label: '已到账', value: 2 },
  { label: '已驳回', value: 3 },
  { label: '全部', value: -1 },
];
const COLOR: Record<number, string> = { 0: 'gold', 1: 'blue', 2: 'green', 3: 'red', 4: 'default' };
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

type Row = ReturnType<typeof useServerTable<typeof wallet.consoleWithdrawals, { token: string }>>['rows'][number];

/** Approve or reject a withdrawal: a money action, so the reason is asked either way. */
function Decide({ row, approve, onClose }: { row: Row | null; approve: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const decide = useWrite(tenantScope, wallet.consoleReview, {
    invalidates: [wallet.consoleWithdrawals],
    onSuccess: (w) => {
      void message.success(approve ? `已通过 ${yuan(w.amountFen)} 的提现` : '已驳回，金额已退回会员余额');
      onClose();
    },
  });
  const title = approve ? '通过提现' : '驳回提现';
  return (
    <Modal title={`${title} · ${row ? yuan(row.amountFen) : ''}`} open={row !== null} onCancel={onClose} okText={approve ? '通过' : '驳回'} okButtonProps={{ danger: !approve }} cancelText="取消" onOk={() => form.submit()} confirmLoading={decide.isPending} destroyOnHidden>
      {decide.error ? <Alert type="error" showIcon title={writeError(decide.error)} style={{ marginBottom: 16 }} /> : null}
      {row ? (
        <Form form={form} layout="vertical" onFinish={(v) => decide.mutate({ withdrawalId: row.id, approve, reason: v.reason.trim() })}>
          <p>
            {row.mobile} 提现 {yuan(row.amountFen)}（手续费 {yuan(row.feeFen)}，到账 {yuan(row.arrivalFen)}）到 {row.destination}
          </p>
          <Form.Item label={approve ? '审核说明' : '驳回原因（会员可见）'} name="reason" rules={[{ required: true, whitespace: true, message: '请填写操作原因' }, { max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** The tenant's withdrawals (finance): approve or reject those under review, each with a reason. */
export function Component() {
  const [status, setStatus] = useState(0);
  const [deciding, setDeciding] = useState<{ row: Row; approve: boolean } | null>(null);
  const table = useServerTable(tenantScope, wallet.consoleWithdrawals, status >= 0 ? { status } : {});
  return (
    <ListPage title="提现审核" error={table.query.error} onRetry={() => void table.query.refetch()} filters={<Segmented aria-label="状态" options={TABS} value={status} onChange={(v) => setStatus(Number(v))} style={{ marginBottom: 16 }} />}>
      <Table
        {...table.props}
        rowKey="id"
        columns={[
          { title: '编号', dataIndex: 'id' },
          { title: '会员手机', dataIndex: 'mobile' },
          { title: '金额', dataIndex: 'amountFen', render: yuan },
          { title: '到账', dataIndex: 'arrivalFen', render: yuan },
          { title: '去向', dataIndex: 'destination' },
          { title: '申请时间', dataIndex: 'createdAt', render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          { title: '状态', dataIndex: 'statusText', render: (text: string, r) => <Tag color={COLOR[r.status]}>{text}</Tag> },
          {
            title: '操作',
            key: 'actions',
            render: (_, r) =>
              r.status === 0 ? (
                <Space>
                  <Button type="link" onClick={() => setDeciding({ row: r, approve: true })}>
                    通过
                  </Button>
                  <Button type="link" danger onClick={() => setDeciding({ row: r, approve: false })}>
                    驳回
                  </Button>
                </Space>
              ) : (
                r.reason || '—'
              ),
          },
        ]}
      />
      <Decide row={deciding?.row ?? null} approve={deciding?.approve ?? true} onClose={() => setDeciding(null)} />
    </ListPage>
  );
}

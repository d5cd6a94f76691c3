import { order } from '@tongxin/api-client/catalogue';
import { useWrite } from '@tongxin/api-client/react';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { writeError } from '../components/form-errors';
import { FilterBar, ListPage, Table, useServerTable } from '../components/list-page';
import { tenantScope } from '../lib/scopes';

type Row = order.ConsoleOrder;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

const STATUS_OPTIONS = [
  { value: 1, label: '待支付' },
  { value: 10, label: '已支付（全部）' },
  { value: 11, label: '待发货' },
  { value: 12, label: '已发货' },
  { value: 13, label: '已完成' },
  { value: 3, label: '已取消' },
  { value: 2, label: '已失效' },
];
const STATUS_TEXT: Record<number, [string, string]> = { 1: ['待支付', 'gold'], 2: ['已失效', 'default'], 3: ['已取消', 'default'], 11: ['待发货', 'blue'], 12: ['已发货', 'cyan'], 13: ['已完成', 'green'] };
const REFUND_TEXT: Record<number, string> = { 1: '待退货', 2: '已退货', 3: '退款中', 4: '已退款' };
const TYPE_OPTIONS = Object.entries(order.BUSINESS_TYPE_LABEL).map(([value, label]) => ({ value: Number(value), label }));

interface Filters {
  status?: number;
  businessType?: number;
  keyword?: string;
  from?: number;
  to?: number;
}

/** Ship a paid order: the carrier and the tracking number. */
function Ship({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const [form] = Form.useForm<{ company: string; transportNumber: string }>();
  const { message } = App.useApp();
  const ship = useWrite(tenantScope, order.consoleShip, {
    invalidates: [order.consoleOrders],
    onSuccess: () => {
      void message.success('已发货');
      onClose();
    },
  });
  return (
    <Modal title={`发货 · ${row?.orderId ?? ''}`} open={row !== null} onCancel={onClose} okText="确认发货" cancelText="取消" onOk={() => form.submit()} confirmLoading={ship.isPending} destroyOnHidden>
      {ship.error ? <Alert type="error" showIcon title={writeError(ship.error)} style={{ marginBottom: 16 }} /> : null}
      {row ? (
        <Form form={form} layout="vertical" onFinish={(v) => ship.mutate({ orderId: row.orderId, company: v.company.trim(), transportNumber: v.transportNumber.trim() })}>
          <p>
            收货：{row.contactName} {row.contactPhone} {row.deliveryAddress}
          </p>
          <Form.Item label="物流公司" name="company" rules={[{ required: true, whitespace: true, message: '请填写物流公司' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="运单号" name="transportNumber" rules={[{ required: true, message: '请填写运单号' }, { pattern: /^[0-9A-Za-z-]{6,40}$/, message: '运单号为 6–40 位字母、数字或短横线' }]}>
            <Input />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** Refund a paid order, in full or in part, with the reason the buyer sees. */
function Refund({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const { message } = App.useApp();
  const refund = useWrite(tenantScope, order.consoleRefund, {
    invalidates: [order.consoleOrders],
    onSuccess: (o) => {
      void message.success(`已发起退款 ${yuan(o.refundFen)}`);
      onClose();
    },
  });
  return (
    <Modal title={`退款 · ${row?.orderId ?? ''}`} open={row !== null} onCancel={onClose} okText="确认退款" okButtonProps={{ danger: true }} cancelText="取消" onOk={() => form.submit()} confirmLoading={refund.isPending} destroyOnHidden>
      {refund.error ? <Alert type="error" showIcon title={writeError(refund.error)} style={{ marginBottom: 16 }} /> : null}
      {row ? (
        <Form form={form} layout="vertical" initialValues={{ amount: row.payFen / 100 }} onFinish={(v) => refund.mutate({ orderId: row.orderId, amountFen: Math.round(v.amount * 100), reason: v.reason.trim() })}>
          <p>实付 {yuan(row.payFen)}，退款后无法撤销。</p>
          <Form.Item label="退款金额（元）" name="amount" rules={[{ required: true, message: '请填写退款金额' }]}>
            <InputNumber min={0} precision={2} step={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="退款原因（买家可见）" name="reason" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }, { max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** Every order of the tenant (finance): filter, ship, refund, export. */
export function Component() {
  const [filters, setFilters] = useState<Filters>({});
  const [shipping, setShipping] = useState<Row | null>(null);
  const [refunding, setRefunding] = useState<Row | null>(null);
  const { message } = App.useApp();
  const table = useServerTable(tenantScope, order.consoleOrders, filters);
  const exporter = useWrite(tenantScope, order.consoleOrdersExport, {
    onSuccess: ({ filename, csv, rows }) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
      void message.success(`已导出 ${rows} 条订单`);
    },
    onError: (e) => void message.error(writeError(e)),
  });
  return (
    <ListPage
      title="订单"
      error={table.query.error}
      onRetry={() => void table.query.refetch()}
      extra={
        <Button onClick={() => exporter.mutate(filters)} loading={exporter.isPending}>
          导出 CSV
        </Button>
      }
      filters={
        <FilterBar<{ status: number; businessType: number; keyword: string; range: [Dayjs, Dayjs] }>
          onSearch={(v) => setFilters({ status: v.status, businessType: v.businessType, keyword: v.keyword, ...(v.range ? { from: v.range[0].startOf('day').valueOf(), to: v.range[1].endOf('day').valueOf() } : {}) })}
        >
          <Form.Item name="status" label="状态">
            <Select allowClear options={STATUS_OPTIONS} style={{ width: 150 }} aria-label="状态" />
          </Form.Item>
          <Form.Item name="businessType" label="类型">
            <Select allowClear options={TYPE_OPTIONS} style={{ width: 130 }} aria-label="类型" />
          </Form.Item>
          <Form.Item name="keyword" label="订单号、商品或电话">
            <Input allowClear />
          </Form.Item>
          <Form.Item name="range" label="下单时间">
            <DatePicker.RangePicker />
          </Form.Item>
        </FilterBar>
      }
    >
      <Table
        {...table.props}
        rowKey="orderId"
        columns={[
          { title: '订单号', dataIndex: 'orderId', width: 170 },
          { title: '类型', dataIndex: 'businessType', width: 80, render: (t: number) => order.BUSINESS_TYPE_LABEL[t] ?? t },
          { title: '商品', dataIndex: 'title', width: 200 },
          { title: '实付', dataIndex: 'payFen', width: 100, render: yuan },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: number, r) => (
              <Space size={4} wrap>
                <Tag color={STATUS_TEXT[s]?.[1]}>{STATUS_TEXT[s]?.[0] ?? s}</Tag>
                {r.refundState ? <Tag color="red">{REFUND_TEXT[r.refundState]}{r.refundFen ? ` ${yuan(r.refundFen)}` : ''}</Tag> : null}
              </Space>
            ),
          },
          { title: '收货人', dataIndex: 'contactName', render: (n: string, r) => (n ? `${n} ${r.contactPhone}` : '—') },
          { title: '物流', dataIndex: 'transportNumber', render: (no: string, r) => (no ? `${r.company} ${no}` : '—') },
          { title: '下单时间', dataIndex: 'createdAt', render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          {
            title: '操作',
            key: 'actions',
            render: (_, r) => (
              <Space>
                {r.status === 11 && r.refundState === 0 && r.deliveryAddress ? (
                  <Button type="link" onClick={() => setShipping(r)}>
                    发货
                  </Button>
                ) : null}
                {r.status > 10 && r.refundState < 3 ? (
                  <Button type="link" danger onClick={() => setRefunding(r)}>
                    退款
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Ship row={shipping} onClose={() => setShipping(null)} />
      <Refund row={refunding} onClose={() => setRefunding(null)} />
    </ListPage>
  );
}

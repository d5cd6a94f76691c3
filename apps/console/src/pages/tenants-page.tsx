import { staff } from '@tongxin/api-client/catalogue';
import { useWrite } from '@tongxin/api-client/react';
import { Alert, App, Button, Checkbox, ColorPicker, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { writeError } from '../components/form-errors';
import { FilterBar, ListPage, Table, useServerTable } from '../components/list-page';
import { consoleLinks } from '../lib/links';
import { staffScope } from '../lib/scopes';
import { useSession } from '../lib/session';

interface CreateValues {
  name: string;
  shortName: string;
  themeColor: string | { toHexString(): string };
  hosts: string[];
  channels: (typeof staff.TENANT_CHANNELS)[number][];
  modules: (typeof staff.TENANT_MODULES)[number][];
  ownerName: string;
  ownerMobile: string;
  ownerPassword: string;
}

/** The operator creates an organisation: its names, colour, host names, channels, modules and first owner. */
function CreateTenant({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const { message } = App.useApp();
  const create = useWrite(staffScope, staff.tenantCreate, {
    invalidates: [staff.tenantList],
    onSuccess: (tenant) => {
      void message.success(`已创建组织 ${tenant.name}（${tenant.iid}）`);
      form.resetFields();
      onClose();
    },
  });
  const submit = (v: CreateValues) =>
    create.mutate({
      name: v.name.trim(),
      shortName: v.shortName.trim(),
      logo: '',
      themeColor: typeof v.themeColor === 'string' ? v.themeColor : v.themeColor.toHexString(),
      hosts: (v.hosts ?? []).map((h) => h.trim().toLowerCase()),
      channels: v.channels ?? [],
      modules: v.modules ?? [],
      ownerName: v.ownerName.trim(),
      ownerMobile: v.ownerMobile.trim(),
      ownerPassword: v.ownerPassword,
    });
  return (
    <Modal title="新建组织" open={open} onCancel={onClose} okText="创建" cancelText="取消" onOk={() => form.submit()} confirmLoading={create.isPending} width={640} destroyOnHidden>
      {create.error ? <Alert type="error" showIcon title={writeError(create.error)} style={{ marginBottom: 16 }} /> : null}
      <Form<CreateValues> form={form} layout="vertical" onFinish={submit} initialValues={{ themeColor: '#1677ff', channels: ['h5', 'wechat'], modules: ['act', 'mall', 'content'] }}>
        <Form.Item label="组织名称" name="name" rules={[{ required: true, message: '组织名称不能为空' }, { min: 2, message: '至少 2 个字' }, { max: 50 }]}>
          <Input />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label="简称" name="shortName" rules={[{ required: true, message: '简称不能为空' }, { max: 20 }]}>
            <Input />
          </Form.Item>
          <Form.Item label="主题色" name="themeColor">
            <ColorPicker format="hex" disabledAlpha showText />
          </Form.Item>
        </Space>
        <Form.Item
          label="域名"
          name="hosts"
          extra="访问这些域名的首页会进入本组织，如 h5.example.org"
          rules={[{ validator: async (_, hosts: string[] = []) => { const bad = hosts.find((h) => !staff.HOST_PATTERN.test(h.trim().toLowerCase())); if (bad) throw new Error(`域名格式不正确：${bad}`); } }]}
        >
          <Select mode="tags" aria-label="域名" tokenSeparators={[',', ' ']} open={false} placeholder="输入域名后回车" />
        </Form.Item>
        <Form.Item label="渠道" name="channels">
          <Checkbox.Group options={staff.TENANT_CHANNELS.map((c) => ({ value: c, label: staff.CHANNEL_LABEL[c] }))} />
        </Form.Item>
        <Form.Item label="开通模块" name="modules">
          <Checkbox.Group options={staff.TENANT_MODULES.map((m) => ({ value: m, label: staff.MODULE_LABEL[m] }))} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label="负责人姓名" name="ownerName" rules={[{ required: true, message: '负责人姓名不能为空' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="负责人手机号" name="ownerMobile" rules={[{ required: true, message: '负责人手机号不能为空' }, { pattern: /^1\d{10}$/, message: '请输入正确的手机号码' }]}>
            <Input maxLength={11} />
          </Form.Item>
        </Space>
        <Form.Item
          label="负责人初始密码"
          name="ownerPassword"
          rules={[{ required: true, message: '初始密码不能为空' }, { validator: async (_, v: string) => { if (v && !staff.isStrongPassword(v)) throw new Error(staff.WEAK_PASSWORD); } }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The platform's organisations (operators): search, create, and pick one to manage. */
export function Component() {
  const [keyword, setKeyword] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const { chooseTenant } = useSession();
  const navigate = useNavigate();
  const table = useServerTable(staffScope, staff.tenantList, { keyword });
  return (
    <ListPage
      title="组织管理"
      error={table.query.error}
      onRetry={() => void table.query.refetch()}
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建组织
        </Button>
      }
      filters={
        <FilterBar<{ keyword: string }> onSearch={(v) => setKeyword(v.keyword)}>
          <Form.Item name="keyword" label="名称或域名">
            <Input allowClear />
          </Form.Item>
        </FilterBar>
      }
    >
      <Table
        {...table.props}
        rowKey="iid"
        columns={[
          { title: '编号', dataIndex: 'iid', width: 90 },
          { title: '组织', dataIndex: 'name', render: (name: string, t) => <Space><span className="tenant-dot" style={{ background: t.themeColor }} />{name}</Space> },
          { title: '域名', dataIndex: 'hosts', render: (hosts: string[]) => hosts.map((h) => <Tag key={h}>{h}</Tag>) },
          { title: '模块', dataIndex: 'modules', render: (modules: string[]) => modules.map((m) => staff.MODULE_LABEL[m as (typeof staff.TENANT_MODULES)[number]] ?? m).join('、') },
          { title: '工作人员', dataIndex: 'staffCount', width: 100 },
          { title: '状态', dataIndex: 'disabled', width: 90, render: (disabled: boolean) => (disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>) },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_, t) => (
              <Button
                type="link"
                onClick={() => {
                  chooseTenant(t.iid);
                  navigate(consoleLinks.settings);
                }}
              >
                进入管理
              </Button>
            ),
          },
        ]}
      />
      <CreateTenant open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}

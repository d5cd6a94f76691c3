import { staff } from '@tongxin/api-client/catalogue';
import { useWrite } from '@tongxin/api-client/react';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { writeError } from '../components/form-errors';
import { FilterBar, ListPage, Table, useServerTable } from '../components/list-page';
import { tenantScope } from '../lib/scopes';

type Role = staff.StaffRole;
const ROLE_OPTIONS = staff.STAFF_ROLES.map((r) => ({ value: r, label: staff.ROLE_LABEL[r] }));
const roleTags = (roles: readonly string[]) => roles.map((r) => <Tag key={r}>{staff.ROLE_LABEL[r as staff.AnyRole] ?? r}</Tag>);

interface InviteValues {
  name: string;
  mobile: string;
  roles: Role[];
  password: string;
}

/** The owner invites a staff member: name, mobile, roles and a first password they sign in with. */
function Invite({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const { message } = App.useApp();
  const invite = useWrite(tenantScope, staff.staffInvite, {
    invalidates: [staff.staffList],
    onSuccess: (m) => {
      void message.success(`已邀请 ${m.name}，请告知其手机号和初始密码`);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal title="邀请工作人员" open={open} onCancel={onClose} okText="邀请" cancelText="取消" onOk={() => form.submit()} confirmLoading={invite.isPending} destroyOnHidden>
      {invite.error ? <Alert type="error" showIcon title={writeError(invite.error)} style={{ marginBottom: 16 }} /> : null}
      <Form<InviteValues> form={form} layout="vertical" onFinish={(v) => invite.mutate({ name: v.name.trim(), mobile: v.mobile.trim(), roles: v.roles, password: v.password })}>
        <Form.Item label="姓名" name="name" rules={[{ required: true, message: '姓名不能为空' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="手机号" name="mobile" rules={[{ required: true, message: '手机号不能为空' }, { pattern: /^1\d{10}$/, message: '请输入正确的手机号码' }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item label="角色" name="roles" rules={[{ required: true, message: '至少选择一个角色' }]}>
          <Checkbox.Group options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="初始密码"
          name="password"
          rules={[{ required: true, message: '初始密码不能为空' }, { validator: async (_, v: string) => { if (v && !staff.isStrongPassword(v)) throw new Error(staff.WEAK_PASSWORD); } }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The owner changes a staff member's roles. */
function EditRoles({ member, onClose }: { member: staff.Staff | null; onClose: () => void }) {
  const [form] = Form.useForm<{ roles: Role[] }>();
  const { message } = App.useApp();
  const update = useWrite(tenantScope, staff.staffUpdate, {
    invalidates: [staff.staffList],
    onSuccess: () => {
      void message.success('角色已更新，其登录已失效，需重新登录');
      onClose();
    },
  });
  return (
    <Modal title={`修改角色 · ${member?.name ?? ''}`} open={member !== null} onCancel={onClose} okText="保存" cancelText="取消" onOk={() => form.submit()} confirmLoading={update.isPending} destroyOnHidden>
      {update.error ? <Alert type="error" showIcon title={writeError(update.error)} style={{ marginBottom: 16 }} /> : null}
      {member ? (
        <Form form={form} layout="vertical" initialValues={{ roles: member.roles }} onFinish={(v) => update.mutate({ staffId: member.id, roles: v.roles })}>
          <Form.Item label="角色" name="roles" rules={[{ required: true, message: '至少选择一个角色' }]}>
            <Checkbox.Group options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** The tenant's staff (owners): search, invite, roles, disable. */
export function Component() {
  const [keyword, setKeyword] = useState<string | undefined>();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<staff.Staff | null>(null);
  const { message } = App.useApp();
  const table = useServerTable(tenantScope, staff.staffList, { keyword });
  const toggle = useWrite(tenantScope, staff.staffUpdate, { invalidates: [staff.staffList], onError: (e) => void message.error(writeError(e)) });
  return (
    <ListPage
      title="工作人员"
      error={table.query.error}
      onRetry={() => void table.query.refetch()}
      extra={
        <Button type="primary" onClick={() => setInviting(true)}>
          邀请工作人员
        </Button>
      }
      filters={
        <FilterBar<{ keyword: string }> onSearch={(v) => setKeyword(v.keyword)}>
          <Form.Item name="keyword" label="姓名或手机号">
            <Input allowClear />
          </Form.Item>
        </FilterBar>
      }
    >
      <Table
        {...table.props}
        rowKey="id"
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '角色', dataIndex: 'roles', render: roleTags },
          { title: '状态', dataIndex: 'disabled', render: (d: boolean) => (d ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>) },
          { title: '最后登录', dataIndex: 'lastSignInAt', render: (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '从未登录') },
          {
            title: '操作',
            key: 'actions',
            render: (_, m) => (
              <Space>
                <Button type="link" onClick={() => setEditing(m)}>
                  修改角色
                </Button>
                <Popconfirm
                  title={m.disabled ? `启用 ${m.name}？` : `停用 ${m.name}？停用后其所有登录立即失效`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => toggle.mutate({ staffId: m.id, disabled: !m.disabled })}
                >
                  <Button type="link" danger={!m.disabled}>
                    {m.disabled ? '启用' : '停用'}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Invite open={inviting} onClose={() => setInviting(false)} />
      <EditRoles member={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

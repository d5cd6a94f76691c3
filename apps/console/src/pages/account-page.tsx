import { staff } from '@tongxin/api-client/catalogue';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { writeError } from '../components/form-errors';
import { staffScope } from '../lib/scopes';
import { useSession } from '../lib/session';

/** The caller's own account: who, which roles, the password, and signing out everywhere. */
export function Component() {
  const { message } = App.useApp();
  const { signedOut } = useSession();
  const me = useRead(staffScope, staff.me, {});
  const [form] = Form.useForm<{ oldPassword: string; newPassword: string; again: string }>();
  const change = useWrite(staffScope, staff.changePassword, {
    onSuccess: () => {
      void message.success('密码已修改，其他设备上的登录已失效');
      form.resetFields();
    },
  });
  const everywhere = useWrite(staffScope, staff.signOutEverywhere, { onSuccess: () => signedOut() });
  const m = me.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Card title={<h1 className="console-page-title">我的账号</h1>} loading={me.isPending}>
        {me.error ? <Alert type="error" showIcon title={writeError(me.error)} /> : null}
        {m ? (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="姓名">{m.staff.name}</Descriptions.Item>
            <Descriptions.Item label="手机号">{m.staff.mobile}</Descriptions.Item>
            <Descriptions.Item label="组织">{m.operator ? '平台' : `${m.tenantName ?? ''}（${m.staff.iid ?? ''}）`}</Descriptions.Item>
            <Descriptions.Item label="角色">
              {m.staff.roles.map((r) => (
                <Tag key={r}>{staff.ROLE_LABEL[r as staff.AnyRole] ?? r}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="本次登录有效至">{new Date(m.sessionExpiresAt).toLocaleString('zh-CN')}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      <Card title="修改密码">
        {change.error ? <Alert type="error" showIcon title={writeError(change.error)} style={{ marginBottom: 16 }} /> : null}
        <Form form={form} layout="vertical" onFinish={(v) => change.mutate({ oldPassword: v.oldPassword, newPassword: v.newPassword })}>
          <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="新密码"
            name="newPassword"
            rules={[{ required: true, message: '请输入新密码' }, { validator: async (_, v: string) => { if (v && !staff.isStrongPassword(v)) throw new Error(staff.WEAK_PASSWORD); } }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="再次输入新密码"
            name="again"
            dependencies={['newPassword']}
            rules={[{ required: true, message: '请再次输入新密码' }, ({ getFieldValue }) => ({ validator: async (_, v: string) => { if (v && v !== getFieldValue('newPassword')) throw new Error('两次输入的密码不一致'); } })]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            修改密码
          </Button>
        </Form>
      </Card>
      <Card title="登录设备">
        <Popconfirm title="退出所有设备上的登录（包括本机）？" okText="全部退出" cancelText="取消" onConfirm={() => everywhere.mutate({})}>
          <Button danger loading={everywhere.isPending}>
            退出所有设备
          </Button>
        </Popconfirm>
      </Card>
    </Space>
  );
}

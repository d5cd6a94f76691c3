import { staff } from '@tongxin/api-client/catalogue';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { Alert, App, Button, Card, Checkbox, ColorPicker, Form, Input, Select, Skeleton, Space, Tag } from 'antd';
import { writeError } from '../components/form-errors';
import { ListPage } from '../components/list-page';
import { tenantScope } from '../lib/scopes';
import { useSession } from '../lib/session';

const SECRET_LABEL: Record<staff.SecretKey, string> = { payApiKey: '微信支付 APIv3 密钥', smsAccessSecret: '短信 AccessKey Secret', wechatAppSecret: '公众号 AppSecret' };

interface Values {
  name: string;
  shortName: string;
  themeColor: string | { toHexString(): string };
  channels: (typeof staff.TENANT_CHANNELS)[number][];
  modules: (typeof staff.TENANT_MODULES)[number][];
  payMchId: string;
  smsSign: string;
  smsAccessKey: string;
  wechatAppId: string;
  secrets: Partial<Record<staff.SecretKey, string>>;
}

/** The organisation's host names (owners and operators of the platform). */
function Hosts({ tenant }: { tenant: staff.Tenant }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ hosts: string[] }>();
  const save = useWrite(tenantScope, staff.tenantHosts, { invalidates: [staff.tenantGet, staff.tenantList], onSuccess: () => void message.success('域名已保存') });
  const { session } = useSession();
  if (!staff.allows(session?.staff.roles ?? [], staff.tenantHosts.console)) {
    return <Card title="域名">{tenant.hosts.length ? tenant.hosts.map((h) => <Tag key={h}>{h}</Tag>) : '未绑定域名'}</Card>;
  }
  return (
    <Card title="域名">
      {save.error ? <Alert type="error" showIcon title={writeError(save.error)} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="inline" initialValues={{ hosts: tenant.hosts }} onFinish={(v) => save.mutate({ hosts: (v.hosts ?? []).map((h) => h.trim().toLowerCase()) })}>
        <Form.Item
          name="hosts"
          style={{ minWidth: 360 }}
          rules={[{ validator: async (_, hosts: string[] = []) => { const bad = hosts.find((h) => !staff.HOST_PATTERN.test(h.trim().toLowerCase())); if (bad) throw new Error(`域名格式不正确：${bad}`); } }]}
        >
          <Select mode="tags" aria-label="域名" open={false} tokenSeparators={[',', ' ']} placeholder="输入域名后回车" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存域名
        </Button>
      </Form>
    </Card>
  );
}

/** Tenant settings: names, colour, channels, modules (the platform's), payment, SMS and WeChat settings with write-only secrets. */
export function Component() {
  const { message } = App.useApp();
  const { operator } = useSession();
  const [form] = Form.useForm<Values>();
  const tenant = useRead(tenantScope, staff.tenantGet, {});
  const save = useWrite(tenantScope, staff.tenantUpdate, {
    invalidates: [staff.tenantGet, staff.tenantList],
    onSuccess: () => {
      void message.success('设置已保存');
      form.setFieldValue('secrets', {});
    },
  });
  const t = tenant.data;
  const submit = (v: Values) => {
    const secrets = Object.fromEntries(Object.entries(v.secrets ?? {}).filter(([, value]) => value)) as Partial<Record<staff.SecretKey, string>>;
    save.mutate({
      name: v.name.trim(),
      shortName: v.shortName.trim(),
      themeColor: typeof v.themeColor === 'string' ? v.themeColor : v.themeColor.toHexString(),
      channels: v.channels,
      ...(operator ? { modules: v.modules } : {}),
      settings: { payMchId: v.payMchId.trim(), smsSign: v.smsSign.trim(), smsAccessKey: v.smsAccessKey.trim(), wechatAppId: v.wechatAppId.trim() },
      ...(Object.keys(secrets).length ? { secrets } : {}),
    });
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ListPage title={t ? `组织设置 · ${t.name}（${t.iid}）` : '组织设置'} error={tenant.error} onRetry={() => void tenant.refetch()}>
        {!t ? (
          <Skeleton active />
        ) : (
          <Form<Values>
            form={form}
            layout="vertical"
            style={{ maxWidth: 720 }}
            onFinish={submit}
            initialValues={{ name: t.name, shortName: t.shortName, themeColor: t.themeColor, channels: t.channels, modules: t.modules, ...t.settings, secrets: {} }}
          >
            {save.error ? <Alert type="error" showIcon title={writeError(save.error)} style={{ marginBottom: 16 }} /> : null}
            <Form.Item label="组织名称" name="name" rules={[{ required: true, message: '组织名称不能为空' }, { min: 2, message: '至少 2 个字' }]}>
              <Input />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item label="简称" name="shortName" rules={[{ required: true, message: '简称不能为空' }]}>
                <Input />
              </Form.Item>
              <Form.Item label="主题色" name="themeColor">
                <ColorPicker format="hex" disabledAlpha showText />
              </Form.Item>
            </Space>
            <Form.Item label="渠道" name="channels">
              <Checkbox.Group options={staff.TENANT_CHANNELS.map((c) => ({ value: c, label: staff.CHANNEL_LABEL[c] }))} />
            </Form.Item>
            <Form.Item label="开通模块" name="modules" extra={operator ? undefined : '模块由平台开通，如需调整请联系平台'}>
              <Checkbox.Group disabled={!operator} options={staff.TENANT_MODULES.map((m) => ({ value: m, label: staff.MODULE_LABEL[m] }))} />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item label="微信支付商户号" name="payMchId">
                <Input />
              </Form.Item>
              <Form.Item label="公众号 AppID" name="wechatAppId">
                <Input />
              </Form.Item>
            </Space>
            <Space size="large" wrap>
              <Form.Item label="短信签名" name="smsSign">
                <Input />
              </Form.Item>
              <Form.Item label="短信 AccessKey ID" name="smsAccessKey">
                <Input />
              </Form.Item>
            </Space>
            {staff.SECRET_KEYS.map((key) => (
              <Form.Item
                key={key}
                label={
                  <Space>
                    {SECRET_LABEL[key]}
                    {t.secretsSet.includes(key) ? <Tag color="green">已配置</Tag> : <Tag>未配置</Tag>}
                  </Space>
                }
                name={['secrets', key]}
                extra="只写不读：留空则保持不变"
              >
                <Input.Password autoComplete="new-password" placeholder={t.secretsSet.includes(key) ? '已配置，输入新值以替换' : '输入以配置'} />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存设置
            </Button>
          </Form>
        )}
      </ListPage>
      {t ? <Hosts tenant={t} /> : null}
    </Space>
  );
}

import { errorMessage } from '@tongxin/api-client';
import { staff } from '@tongxin/api-client/catalogue';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { Alert, App as AntApp, Button, Dropdown, Layout, Menu, Result, Select, Space, Spin, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { consoleLinks } from '../lib/links';
import { staffScope } from '../lib/scopes';
import { useSession } from '../lib/session';
import { MENU } from './menu';
import { RequireSession } from './require-session';
import './shell.css';

const { Header, Sider, Content } = Layout;

/** An operator's tenant switch: search the tenants by name or host, pick the one to manage. */
function TenantSwitch() {
  const { iid, chooseTenant } = useSession();
  const [keyword, setKeyword] = useState('');
  const tenants = useRead(staffScope, staff.tenantList, { keyword: keyword || undefined, pageNo: 1, pageSize: 20 });
  const options = (tenants.data?.list ?? []).map((t) => ({ value: t.iid, label: `${t.name}（${t.iid}）` }));
  return (
    <Select
      aria-label="管理的组织"
      className="console-tenant-switch"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="选择要管理的组织"
      value={iid ?? undefined}
      options={options}
      loading={tenants.isFetching}
      allowClear
      onChange={(value: number | undefined) => chooseTenant(value ?? null)}
    />
  );
}

/** The console's frame behind a session (a signed-out visitor goes to sign-in), with antd's message and modal. */
export function Component() {
  return (
    <RequireSession>
      <AntApp>
        <Shell />
      </AntApp>
    </RequireSession>
  );
}

/** The console's frame: the menu of what the role may do, the tenant switch for operators, the account menu. */
export function Shell() {
  const { session, operator, iid, signedOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const roles = session?.staff.roles ?? [];
  const allowed = MENU.filter((m) => staff.allows(roles, m.rule));
  const signOut = useWrite(staffScope, staff.signOut, { onSettled: () => signedOut() });
  const current = MENU.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
  const groups = [...new Set(allowed.map((m) => m.group))];
  const me = useRead(staffScope, staff.me, {});

  let body = <Outlet />;
  if (current && !staff.allows(roles, current.rule)) body = <Result status="403" title="无权访问" subTitle="您的角色不能使用此页面，如需权限请联系组织负责人。" />;
  else if (current?.tenant && iid === null) body = <Result status="info" title="请先选择要管理的组织" subTitle="在页面顶部的“管理的组织”中搜索并选择。" />;

  return (
    <Layout className="console-shell">
      <Sider breakpoint="lg" collapsedWidth={0} width={208} theme="light" className="console-sider">
        <div className="console-brand">
          <Link to={consoleLinks.home}>同心组织后台</Link>
        </div>
        <Menu
          mode="inline"
          aria-label="主菜单"
          selectedKeys={current ? [current.key] : []}
          items={groups.map((group) => ({
            type: 'group' as const,
            key: group,
            label: group,
            children: allowed.filter((m) => m.group === group).map((m) => ({ key: m.key, label: <Link to={m.path}>{m.label}</Link> })),
          }))}
        />
      </Sider>
      <Layout>
        <Header className="console-header">
          <Space size="middle" wrap>
            {operator ? <TenantSwitch /> : <Typography.Text strong>{me.data?.tenantName ?? ''}</Typography.Text>}
          </Space>
          <Dropdown
            menu={{
              items: [
                { key: 'account', label: '我的账号', onClick: () => navigate(consoleLinks.account) },
                { key: 'sign-out', label: '退出登录', onClick: () => signOut.mutate({}) },
              ],
            }}
          >
            <Button type="text">
              {session?.staff.name}（{roles.map((r) => staff.ROLE_LABEL[r as staff.AnyRole] ?? r).join('、')}）
            </Button>
          </Dropdown>
        </Header>
        {operator && iid !== null ? <Alert className="console-visiting" type="warning" showIcon title={`正在以平台身份管理组织 ${iid}：这里的每项修改都记入该组织的操作日志。`} /> : null}
        {signOut.error ? <Alert type="error" title={errorMessage(signOut.error)} /> : null}
        <Content className="console-content">
          {navigation.state === 'loading' ? <Spin className="console-loading" /> : null}
          <Suspense fallback={<Spin className="console-loading" />}>{body}</Suspense>
        </Content>
      </Layout>
    </Layout>
  );
}

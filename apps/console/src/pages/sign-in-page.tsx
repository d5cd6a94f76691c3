import { errorMessage, isRefusal } from '@tongxin/api-client';
import { staff } from '@tongxin/api-client/catalogue';
import { useWrite } from '@tongxin/api-client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { consoleLinks } from '../lib/links';
import { publicScope } from '../lib/scopes';
import { deviceId, useSession } from '../lib/session';
import './sign-in-page.css';

interface Values {
  mobile: string;
  password: string;
  code?: string;
}

/** Only a path inside the console: a crafted `from` cannot send a signed-in member elsewhere. */
function safeFrom(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : consoleLinks.home;
}

/**
 * Staff sign in with mobile + password; on a device the account has not used the server sends an
 * SMS code (4902) and the form asks for it.
 */
export function Component() {
  const { session, signedIn } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [needCode, setNeedCode] = useState<string | null>(null);
  const signIn = useWrite(publicScope, staff.signIn, {
    onSuccess: (signed) => {
      signedIn(signed);
      navigate(safeFrom(params.get('from')), { replace: true });
    },
    onError: (e) => {
      if (isRefusal(e, staff.signIn.errors.deviceCodeSent)) setNeedCode(errorMessage(e));
    },
  });
  if (session) return <Navigate to={safeFrom(params.get('from'))} replace />;
  const error = signIn.error && !isRefusal(signIn.error, staff.signIn.errors.deviceCodeSent) ? errorMessage(signIn.error) : null;

  const submit = (values: Values) => {
    signIn.mutate({ mobile: values.mobile.trim(), password: values.password, deviceId: deviceId(), ...(values.code ? { code: values.code.trim() } : {}) });
  };

  return (
    <main className="sign-in">
      {/* A plain panel, not antd's Card: Card brings Tabs, Dropdown and Menu into the first load. */}
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="sign-in-title">
          同心组织管理后台
        </h1>
        <p className="sign-in-lead">组织负责人与工作人员登录</p>
        {needCode ? <Alert type="info" showIcon title={needCode} className="sign-in-alert" /> : null}
        {error ? <Alert type="error" showIcon title={error} className="sign-in-alert" /> : null}
        <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="手机号" name="mobile" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1\d{10}$/, message: '请输入正确的手机号码' }]}>
            <Input inputMode="numeric" maxLength={11} autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {needCode ? (
            <Form.Item label="短信验证码" name="code" rules={[{ required: true, message: '请输入短信验证码' }]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            登录
          </Button>
        </Form>
      </section>
    </main>
  );
}

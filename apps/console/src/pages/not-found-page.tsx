import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { consoleLinks } from '../lib/links';

export function Component() {
  return (
    <Result
      status="404"
      title="页面不存在"
      extra={
        <Link to={consoleLinks.home}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}

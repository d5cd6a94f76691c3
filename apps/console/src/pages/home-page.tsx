import { staff } from '@tongxin/api-client/catalogue';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MENU } from '../app/menu';
import { useSession } from '../lib/session';

/** The console's first page: what this role may open, one card each. */
export function Component() {
  const { session } = useSession();
  const roles = session?.staff.roles ?? [];
  const entries = MENU.filter((m) => staff.allows(roles, m.rule) && m.key !== 'account');
  return (
    <>
      <Typography.Title level={1} className="console-page-title">
        您好，{session?.staff.name}
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {entries.map((m) => (
          <Col key={m.key} xs={24} sm={12} lg={8}>
            <Link to={m.path}>
              <Card hoverable title={m.label}>
                {m.group}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}

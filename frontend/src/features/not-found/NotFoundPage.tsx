import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';

export default function NotFoundPage() {
  return (
    <main style={{ padding: '48px 16px' }}>
      <Result
        status="404"
        title={<PageTitle>404 Page Not Found</PageTitle>}
        subTitle="The page you are looking for does not exist or has moved."
        extra={
          <Link to="/">
            <Button type="primary">Back to home</Button>
          </Link>
        }
      />
    </main>
  );
}

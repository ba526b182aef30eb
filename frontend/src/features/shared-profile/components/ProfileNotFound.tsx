import { Button, Result } from 'antd';
import { PRODUCT_NAME } from '../../../lib/brand';
import { PageTitle } from '../../../components/PageTitle';

/** Any failure to load (spec section 8): unknown, expired or deleted links look the same. */
export function ProfileNotFound() {
  return (
    <Result
      status="404"
      title={<PageTitle>Profile Not Found</PageTitle>}
      subTitle="This link may be invalid, expired, or the profile is no longer available for sharing."
      extra={
        <Button type="primary" href="/">
          Go to {PRODUCT_NAME}
        </Button>
      }
    />
  );
}

import { Result } from 'antd';

/** Placeholder until the sharing issue lands. */
export default function SharedProfilePage() {
  return (
    <main style={{ padding: '48px 16px' }}>
      <Result status="404" title="Profile Not Found" subTitle="This link may be invalid, expired, or the profile is no longer available for sharing." />
    </main>
  );
}

import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

/**
 * What a section shows when its data could not be loaded: the skeleton would otherwise stay
 * for ever (queries are not retried on their own), so say so and offer Retry.
 */
export function LoadError({ title, onRetry, retrying = false }: { title: ReactNode; onRetry: () => void; retrying?: boolean }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle="Please check your connection and try again."
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}

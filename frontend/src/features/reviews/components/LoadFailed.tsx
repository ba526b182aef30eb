import { Alert, Button } from 'antd';

/** A read that failed, with a way to try it again. */
export function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Your ${what} could not be loaded.`}
      action={
        <Button size="small" onClick={retry}>
          Try again
        </Button>
      }
    />
  );
}

import { Flex, Skeleton } from 'antd';

/** Placeholder cards while a list (or its next page) loads. */
export function ListSkeleton({ rows = 2, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Flex vertical gap={16} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} active avatar paragraph={{ rows: 3 }} />
      ))}
    </Flex>
  );
}

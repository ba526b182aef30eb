import { Flex, Typography } from 'antd';
import { Stars } from '../../../components/Stars';

/** Stars for the eye, 'x/5' for everyone (the stars are hidden from screen readers). */
export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <Flex align="center" gap={8}>
      <Stars value={rating} size={size} />
      <Typography.Text strong>{rating}/5</Typography.Text>
    </Flex>
  );
}

import { Flex, Rate, Typography } from 'antd';

/** Stars for the eye, 'x/5' for everyone (the stars are hidden from screen readers). */
export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <Flex align="center" gap={8}>
      <span aria-hidden>
        <Rate disabled allowHalf value={rating} style={{ fontSize: size }} />
      </span>
      <Typography.Text strong>{rating}/5</Typography.Text>
    </Flex>
  );
}

import { Typography } from 'antd';
import { formatDateTime } from '../lib/dates';

interface Answer {
  id: string;
  message: string;
  createdAt: string;
}

/**
 * The answers to one support request, oldest first, each under who wrote it: the admin's name
 * in the admin dashboard, 'Crew Reviews support' on the employer's side.
 */
export function SupportAnswers<A extends Answer>({ subject, replies, authorOf }: { subject: string; replies: A[]; authorOf: (reply: A) => string }) {
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`Answers to ${subject}`}>
      {replies.map((reply) => (
        <li key={reply.id} style={{ borderLeft: '3px solid #1554ad', padding: '4px 12px', marginTop: 8 }}>
          <Typography.Text type="secondary">
            {authorOf(reply)} · {formatDateTime(reply.createdAt)}
          </Typography.Text>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{reply.message}</Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}

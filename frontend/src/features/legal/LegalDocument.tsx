import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useToday } from '../../lib/today';

const { Title, Paragraph } = Typography;

/** A legal page: a readable column, its title and "Last updated" with today's date (spec). */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  const today = useToday();
  return (
    <main style={{ maxWidth: 820, width: '100%', margin: '0 auto', padding: 'clamp(24px, 5vw, 48px) 20px', boxSizing: 'border-box' }}>
      <Typography>
        <Title level={1} style={{ marginBottom: 8 }}>
          {title}
        </Title>
        <Paragraph type="secondary">{`Last updated: ${today.date}`}</Paragraph>
        {children}
      </Typography>
    </main>
  );
}

/** One titled section, labelled by its heading for screen readers. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title level={2} id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

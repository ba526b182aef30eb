export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Renders a plain-text and an HTML body from the same content; user text is always escaped. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer ?? 'Crew Reviews',
  ].join('\n');
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;color:#1f2937">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`),
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="background:#0b4f8a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(content.action.url)}</p>`
      : '',
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(content.footer ?? 'Crew Reviews')}</p>`,
    '</div>',
  ].join('');
  return { text, html };
}

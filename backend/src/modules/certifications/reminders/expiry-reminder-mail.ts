import { formatCalendarDay } from '@crew/contracts/calendar-days';
import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';

export function expiryReminderMail(to: string, firstName: string, certificate: string, expiryDate: string, daysLeft: number, appUrl: string): MailMessage {
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return {
    to,
    subject: `Your certificate ${certificate} expires ${when}`,
    ...renderMail({
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `Your certificate ${certificate} expires ${when} (${formatCalendarDay(expiryDate)}).`,
        'Once you have renewed it, record the new expiry date and scan in your certificate wallet so employers see it is current.',
      ],
      action: { label: 'Open my certificate wallet', url: `${appUrl}/profile#certificate-wallet` },
      footer: "You receive these reminders 90, 30 and 7 days before a certificate expires and on the day. Turn them off in Profile settings: 'Email me before my certificates expire'.",
    }),
  };
}

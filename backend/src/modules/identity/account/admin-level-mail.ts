import { ADMIN_LEVEL_LABELS, ADMIN_LEVEL_RANK } from '@crew/contracts/admin-rights';
import { type ModerationReason, reasonLabel } from '@crew/contracts/moderation';
import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';
import type { AdminLevel } from '../contracts/user-values.js';
import type { User } from '../user.entity.js';

const levelName = (level: AdminLevel | null) => (level ? ADMIN_LEVEL_LABELS[level].toLowerCase() : 'no admin access');

/** Tells a person that their admin level changed, and why (DESIGN.md, "Admin rights"). */
export function adminLevelMail(user: User, previous: AdminLevel | null, reason: ModerationReason, appUrl: string): MailMessage {
  const raised = (user.adminLevel ? ADMIN_LEVEL_RANK[user.adminLevel] : 0) > (previous ? ADMIN_LEVEL_RANK[previous] : 0);
  const now = user.adminLevel ? `You are now ${/^[aeiou]/.test(levelName(user.adminLevel)) ? 'an' : 'a'} ${levelName(user.adminLevel)} on Crew Reviews.` : 'You no longer have admin access on Crew Reviews.';
  return {
    to: user.email,
    subject: raised ? 'You were given admin access on Crew Reviews' : 'Your admin access on Crew Reviews changed',
    ...renderMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `${now} Before, your level was: ${levelName(previous)}.`,
        `Reason given: ${reasonLabel(reason.category)}: ${reason.note}`,
        'If you did not expect this change, reply to this email or contact the Crew Reviews team.',
      ],
      action: user.adminLevel ? { label: 'Open the admin dashboard', url: `${appUrl}/admin-dashboard` } : undefined,
    }),
  };
}

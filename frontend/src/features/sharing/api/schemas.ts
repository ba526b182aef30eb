import type { Schemas } from '../../../lib/api-types';

/** A share link as GET/POST /api/share-links return it (spec section 3, Share link). */
export type ShareLink = Schemas['ShareLinkView'];
export type CreateShareLinkInput = Schemas['CreateShareLinkDto'];
export type AccessLevel = CreateShareLinkInput['accessLevel'];
export type ExpirationDays = CreateShareLinkInput['expirationDays'];
/** A profile PDF as its owner sees it (GET/POST /api/profile-pdfs). */
export type ProfilePdf = Schemas['ProfilePdf'];

import type { Schemas } from '../../../lib/api-types';

/** A verification report as the employer who ordered it sees it (GET /api/verification-reports). */
export type VerificationReport = Schemas['VerificationReport'];
/** What anyone holding a report's PDF can check (GET /api/public/reports/{id}). */
export type PublicReport = Schemas['PublicReport'];
export type OrderReportInput = Schemas['OrderVerificationReportDto'];

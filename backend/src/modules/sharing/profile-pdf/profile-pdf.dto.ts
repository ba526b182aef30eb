import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PROFILE_PDF_STATUSES, type ProfilePdfStatus } from './profile-pdf.entity.js';

@ApiSchema({
  name: 'ProfilePdf',
  description: "The person's profile as a one- or two-page PDF, with a QR code to a 30-day summary share link (an earlier PDF's link, while it has more than 7 days left)",
})
export class ProfilePdfView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: PROFILE_PDF_STATUSES, description: 'pending while the worker builds it, then ready (or failed)' }) status: ProfilePdfStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readyAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Size of the file in bytes' }) byteSize: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pages in the file: 1 or 2' }) pageCount: number | null;
  @ApiProperty({ description: 'The file can be downloaded (built, and not replaced by a newer one)' }) downloadable: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "When the QR code's share link expires; null while building, after a failure, or once the link is deleted" })
  linkExpiresAt: string | null;
}

import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { DATA_EXPORT_STATUSES, type DataExportStatus } from './data-export.entity.js';

@ApiSchema({ name: 'DataExport', description: "A 'Download my data' file: everything the product holds about the person, as JSON" })
export class DataExportView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: DATA_EXPORT_STATUSES, description: 'pending while the worker builds it, then ready (or failed)' }) status: DataExportStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readyAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Size of the file in bytes' }) byteSize: number | null;
  @ApiProperty({ description: 'The file can be downloaded (built, and not replaced by a newer one)' }) downloadable: boolean;
}

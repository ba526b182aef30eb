import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** A vessel and days (ADR 0027): the service a request is about, or the days a review's two people served together. */
export interface ServiceOnVessel {
  vesselName: string;
  imoNumber: string;
  /** First and last day, YYYY-MM-DD. */
  from: string;
  to: string;
}

@ApiSchema({ name: 'ServiceOnVessel', description: "A vessel and the days concerned: shown as 'Served together on {vesselName} (Mar 2024 – Aug 2024)'" })
export class ServiceOnVesselDto implements ServiceOnVessel {
  @ApiProperty() vesselName: string;
  @ApiProperty() imoNumber: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
}

@ApiSchema({ name: 'ServedTogether', description: "The days reviewer and reviewee served on one vessel; serviceConfirmed: the reviewer confirmed the reviewee's service over them" })
export class ServedTogetherDto extends ServiceOnVesselDto {
  @ApiProperty() serviceConfirmed: boolean;
}

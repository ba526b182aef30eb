import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'UploadUrl' })
export class UploadUrlDto {
  @ApiProperty({ description: 'Signed, valid for 10 minutes: PUT the image bytes here. On this server, or an S3 bucket when the site stores objects there' }) uploadURL: string;

  @ApiProperty({
    description: "Where the image will be served, /api/objects/{objectId}: the profilePhotoURL to set once the PUT succeeded (an S3 bucket's answer to the PUT has no body)",
  })
  objectPath: string;
}

@ApiSchema({ name: 'StoredUpload' })
export class StoredUploadDto {
  @ApiProperty({ description: 'Where the image is served, /api/objects/{objectId}' }) objectPath: string;
}

@ApiSchema({ name: 'ProfilePhoto' })
export class ProfilePhotoDto {
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
}

import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'UploadUrl' })
export class UploadUrlDto {
  @ApiProperty({ description: 'Signed, one-time, valid for 10 minutes: PUT the image bytes here' }) uploadURL: string;
}

@ApiSchema({ name: 'StoredUpload' })
export class StoredUploadDto {
  @ApiProperty({ description: 'Where the image is served, /api/objects/{objectId}' }) objectPath: string;
}

@ApiSchema({ name: 'ProfilePhoto' })
export class ProfilePhotoDto {
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
}

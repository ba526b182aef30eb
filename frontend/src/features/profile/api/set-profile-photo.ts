import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { putObject } from './put-object';
import { requestUploadUrl } from './request-upload-url';

export const setProfilePhoto = (profilePhotoURL: string) =>
  apiRequest<Schemas['ProfilePhoto']>('PUT', '/api/profile-photo', { profilePhotoURL } satisfies Schemas['SetProfilePhotoDto']);

/**
 * The whole photo flow (spec section 4, "Profile photo"): ask for an upload URL, PUT the
 * bytes with progress, save the stored path to the profile (where an upload straight to an
 * S3 bucket is checked), then refresh the user so every
 * avatar (navigation, dashboard) shows the new photo.
 */
export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => {
      const { objectPath } = await putObject(await requestUploadUrl(), file, onProgress);
      return setProfilePhoto(objectPath);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

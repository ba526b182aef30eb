import { ApiError } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

/**
 * PUTs the raw file to the signed upload URL. XMLHttpRequest rather than fetch because
 * only it reports upload progress. The signature in the URL authorizes the request, so no
 * cookies are sent (the URL points at the S3 bucket when the site stores photos there).
 * Resolves with the stored object's path: our server answers with it; a bucket answers with
 * an empty body, and then the path given with the URL is the one. Rejects with an ApiError
 * like apiRequest does.
 */
export function putObject({ uploadURL, objectPath }: Schemas['UploadUrl'], file: Blob, onProgress?: (percent: number) => void): Promise<Schemas['StoredUpload']> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      if (xhr.responseText === '') {
        resolve({ objectPath });
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { objectPath?: unknown };
        if (typeof body.objectPath !== 'string') throw new Error('no objectPath');
        resolve({ objectPath: body.objectPath });
      } catch {
        reject(new Error('The upload answered without the stored photo'));
      }
    };
    xhr.onerror = () => reject(new Error('Network error during upload'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(file);
  });
}

import { createHmac } from 'node:crypto';
import { API_BASE, apiPath, apiPaths } from '@jiyun/domain';
import { sameDigest } from '../auth/opaque-token.js';

/** How long a file link handed to the app stays usable. */
export const FILE_URL_TTL_SECONDS = 5 * 60;

/** Signs download links for stored files; the link itself is the permission. */
export function createFileUrlSigner(secret: string) {
  // A key of its own, so a file signature can never be mistaken for any other HMAC we make.
  const key = createHmac('sha256', secret).update('jiyun:file-urls').digest();
  const sign = (fileKey: string, expires: number) =>
    createHmac('sha256', key).update(`${fileKey}\n${expires}`).digest('base64url');

  return {
    urlFor(fileKey: string, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + FILE_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(fileKey, expires),
      });
      return `${API_BASE}${apiPath(apiPaths.files.download, { key: fileKey })}?${query.toString()}`;
    },

    isValid(
      fileKey: string,
      expires: string | undefined,
      signature: string | undefined,
      now = Date.now(),
    ): boolean {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 < now) return false;
      return sameDigest(sign(fileKey, expiresAt), signature);
    },
  };
}

export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;

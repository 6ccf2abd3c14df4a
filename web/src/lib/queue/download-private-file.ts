import { downloadPrivateFile } from '@/lib/api-reply.ts';
import { reachApi } from '../reach-api.ts';

export const DOWNLOAD_FAILED = 'Download failed: ';

/** Downloads a script or attachment as the signed-in admin; rejects with the text to show. */
export async function downloadAsAdmin(path: string, fileName: string): Promise<void> {
  await reachApi((idToken) => downloadPrivateFile(path, idToken, fileName), { prefix: DOWNLOAD_FAILED });
}

import { downloadPrivateFile } from '@/lib/api-reply.ts';
import { reachApi } from '../reach-api.ts';

/** Downloads a script or attachment as the signed-in admin; rejects with the text to show. */
export async function downloadAsAdmin(path: string, fileName: string): Promise<void> {
  const result = await reachApi('Download failed: ', (idToken) => downloadPrivateFile(path, idToken, fileName));
  if (!result.ok) throw new Error(result.error);
}

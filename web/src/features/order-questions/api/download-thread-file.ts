import { ORDER_QUESTION_API_PATHS } from '@pharmacy/shared';
import { downloadPrivateFile } from '@/lib/api-reply.ts';
import { DOWNLOAD_FAILED } from '@/lib/queue/download-private-file.ts';
import { reachApi } from '@/lib/reach-api.ts';

/** Downloads a thread message's file through /api as the signed-in admin or the order's practitioner; rejects with the text to show. */
export async function downloadThreadFile(requestId: string, messageId: string, fileName: string): Promise<void> {
  const path = `${ORDER_QUESTION_API_PATHS.files}/${requestId}/${messageId}`;
  await reachApi((idToken) => downloadPrivateFile(path, idToken, fileName), { prefix: DOWNLOAD_FAILED });
}

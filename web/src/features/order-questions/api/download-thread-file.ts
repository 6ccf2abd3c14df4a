import { ORDER_QUESTION_API_PATHS } from '@pharmacy/shared';
import { downloadPrivateFile } from '@/lib/api-reply.ts';
import { currentIdToken } from '@/lib/current-id-token.ts';

/** Downloads a thread message's file through /api as the signed-in admin or the order's practitioner; rejects with the text to show. */
export async function downloadThreadFile(requestId: string, messageId: string, fileName: string): Promise<void> {
  const path = `${ORDER_QUESTION_API_PATHS.files}/${requestId}/${messageId}`;
  let result: Awaited<ReturnType<typeof downloadPrivateFile>>;
  try {
    result = await downloadPrivateFile(path, await currentIdToken(), fileName);
  } catch (error) {
    throw new Error(`Download failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!result.ok) throw new Error(result.error);
}

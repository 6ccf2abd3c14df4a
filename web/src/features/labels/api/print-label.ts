import { labelFileName, labelPath } from '@pharmacy/shared';
import { downloadPrivateFile } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

/**
 * Fetches an item's dispensing label (a PDF, decision 058) as the signed-in admin and hands
 * it to the browser, which opens it for the label printer. Rejects with the server's own
 * reason: a field too long to fit is named there.
 */
export async function printLabel(requestId: string, itemIndex: number): Promise<void> {
  await reachApi((idToken) => downloadPrivateFile(labelPath(requestId, itemIndex), idToken, labelFileName(requestId, itemIndex)));
}

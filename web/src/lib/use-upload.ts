import { useCallback, useRef, useState } from 'react';
import type { SendFormOptions, UploadProgress } from './send-form.ts';

/** One form's upload at a time: its progress for the UploadStatus, and Cancel. */
export function useUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  /** Starts showing an upload; pass the result to sendForm. */
  const begin = useCallback((): Required<Pick<SendFormOptions, 'signal' | 'onProgress'>> => {
    controller.current = new AbortController();
    setProgress({ sent: 0, total: 0, done: false });
    return { signal: controller.current.signal, onProgress: setProgress };
  }, []);
  const end = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, begin, end, cancel };
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A list whose rows open one at a time in place of the list. Focus follows the
 * admin: to the detail's heading when it opens, back to the row's own button when
 * it closes (or to the list's heading when that row has left the list meanwhile).
 */
export function useMasterDetail<Entry extends { id: string }>() {
  const [opened, setOpened] = useState<Entry | null>(null);
  const lastOpenedId = useRef<string | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const prefix = useId();
  const openerId = useCallback((id: string) => `${prefix}-open-${id}`, [prefix]);

  useEffect(() => {
    if (opened) {
      detailHeading.current?.focus();
    } else if (lastOpenedId.current !== null) {
      (document.getElementById(openerId(lastOpenedId.current)) ?? listHeading.current)?.focus();
    }
  }, [opened, openerId]);

  const open = useCallback((entry: Entry) => {
    lastOpenedId.current = entry.id;
    setOpened(entry);
  }, []);
  const close = useCallback(() => setOpened(null), []);

  return { opened, open, close, openerId, detailHeading, listHeading };
}

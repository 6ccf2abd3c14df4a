import { useEffect, useRef, useState } from 'react';

/** Typing waits this long before the address (and so the database query) follows. */
export const ADDRESS_TEXT_DELAY_MS = 300;

/**
 * A search box whose text lives in the address (issue 13): the box answers every key
 * press, the address follows a moment later (one query per pause, not per key), and
 * when the address changes under the box (Back, a pasted link) the box follows it.
 */
export function useAddressText(inAddress: string, writeToAddress: (text: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState(inAddress);
  // The latest writer, so a pause never writes with a view the address has since left.
  const write = useRef(writeToAddress);
  useEffect(() => {
    write.current = writeToAddress;
  });
  const [shown, setShown] = useState(inAddress);
  if (inAddress !== shown) {
    setShown(inAddress);
    if (typed.trim() !== inAddress.trim()) setTyped(inAddress);
  }
  useEffect(() => {
    if (typed === inAddress) return;
    const timer = setTimeout(() => write.current(typed), ADDRESS_TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, inAddress]);
  return [typed, setTyped];
}

import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_PHOTO } from '../staff.ts';

/**
 * A staff photo that falls back to the grey placeholder if it cannot be
 * loaded. Once on the placeholder it stays there, so a missing placeholder
 * cannot start an error loop.
 */
export function StaffPhoto({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // On a prerendered page the photo can fail before hydration attaches onError:
  // an image that has finished loading with no pixels is such a failure.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={imageRef}
      className="staff-card__photo"
      src={failed ? PLACEHOLDER_PHOTO : src}
      alt={name}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      // A prerendered page has no React: its script swaps in this photo instead (decision 072).
      data-fallback={PLACEHOLDER_PHOTO}
    />
  );
}

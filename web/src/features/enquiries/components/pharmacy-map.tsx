import { useEffect, useRef, useState } from 'react';
import { SITE, formatAddress } from '@pharmacy/shared';

const ADDRESS = `${formatAddress()}, ${SITE.address.country}`;
const QUERY = encodeURIComponent(ADDRESS);
const EMBED_URL = `https://www.google.com/maps?q=${QUERY}&output=embed`;
const MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${QUERY}`;

/**
 * Google's map loads only when asked for: until then the page makes no request
 * to Google and sets none of its cookies, and offline nothing is broken. The
 * plain link works either way.
 */
export function PharmacyMap() {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that had focus is gone: continue from the map it opened.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    // A prerendered page has no React: its script builds the same frame from these (decision 072).
    <div className="pharmacy-map" data-embed={EMBED_URL} data-title={`Map of ${ADDRESS}`}>
      <div className="pharmacy-map__frame">
        {shown ? (
          <iframe ref={frame} src={EMBED_URL} title={`Map of ${ADDRESS}`} loading="lazy" />
        ) : (
          <div className="pharmacy-map__consent">
            <p>The map is provided by Google, which may set cookies when it loads.</p>
            <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
              Show map
            </button>
          </div>
        )}
      </div>
      <a href={MAPS_URL} className="pharmacy-map__link">
        Open in Google Maps
      </a>
    </div>
  );
}

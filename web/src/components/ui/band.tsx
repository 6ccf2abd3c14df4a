import { useId, type ReactNode } from 'react';

type BandTone = 'plain' | 'tint' | 'dark';

interface BandProps {
  heading: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** Alternate plain and tint between neighbouring bands; dark is for calls to action. */
  tone?: BandTone;
  /** Centres the heading and intro above the content. */
  centred?: boolean;
  children?: ReactNode;
}

/** A full-width section of a page, with its own background, an h2 and a centred column. */
export function Band({ heading, intro, tone = 'plain', centred = false, children }: BandProps) {
  const headingId = useId();
  return (
    <section className={`band band--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <div className={centred ? 'band__header band__header--centred' : 'band__header'}>
          <h2 id={headingId}>{heading}</h2>
          {intro && <p className="band__intro">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

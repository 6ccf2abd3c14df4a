import { useId, useState } from 'react';
import type { FaqItem } from '../faq-items.ts';

/**
 * The WAI-ARIA accordion pattern: each question is a button in a heading that
 * shows or hides its answer. At most one answer is open (spec section 4);
 * choosing the open question again closes it. Native buttons bring Enter,
 * Space and Tab for free.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.q} className="accordion__item">
            <h2 className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
              >
                <span>{item.q}</span>
                <span className="accordion__chevron" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
              <p>{item.a}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

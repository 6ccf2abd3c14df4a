import { SITE } from '@pharmacy/shared';

/** The pharmacy's phone and e-mail as links, wherever they are shown. */
export function ContactLines() {
  return (
    <>
      <p>
        Phone: <a href={SITE.phoneHref}>{SITE.phone}</a>
      </p>
      <p>
        Email: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
      </p>
    </>
  );
}

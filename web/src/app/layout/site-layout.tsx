import { AppFrame } from './app-frame.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public website's chrome: the spec's header and footer. */
export function SiteLayout() {
  return <AppFrame header={<SiteHeader />} footer={<SiteFooter />} />;
}

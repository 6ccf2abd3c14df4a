import type { EnquiryKind } from '@pharmacy/shared';

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, { one: string; many: string }> = {
  contact: { one: 'Contact enquiry', many: 'Contact enquiries' },
  script: { one: 'Script upload', many: 'Script uploads' },
};

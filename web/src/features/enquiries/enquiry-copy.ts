import { MAX_ATTACHMENT_LABEL, type EnquiryKind } from '@pharmacy/shared';

/** What differs between the contact enquiry and the script upload (spec sections 2 and 4). */
export interface EnquiryCopy {
  fileLabel: string;
  fileRequired: boolean;
  /** The script upload takes an e-script token instead of a file (decision 026). */
  takesToken: boolean;
  submitLabel: string;
  /** Shown after "Thank you!" once the server has accepted the submission. */
  sentMessage: string;
  againLabel: string;
  /** The name of the upload's progress bar. */
  progressLabel: string;
}

export const ENQUIRY_COPY: Readonly<Record<EnquiryKind, EnquiryCopy>> = {
  contact: {
    fileLabel: 'Attachment (optional)',
    fileRequired: false,
    takesToken: false,
    submitLabel: 'Send Enquiry',
    sentMessage: "Your message has been sent. We'll get back to you shortly.",
    againLabel: 'Submit Another Enquiry',
    progressLabel: 'Enquiry upload',
  },
  script: {
    fileLabel: 'Script File',
    // A file or an e-script token: the form checks that one is given.
    fileRequired: false,
    takesToken: true,
    submitLabel: 'Submit Script',
    sentMessage: "Your script has been uploaded. We'll review it and get back to you shortly.",
    againLabel: 'Submit Another Script',
    progressLabel: 'Script upload',
  },
};

export const ATTACHMENT_HINT = `PDF, JPG or PNG, up to ${MAX_ATTACHMENT_LABEL}`;
export const TOKEN_LABEL = 'Or your e-script token (optional with a file)';
export const TOKEN_HINT = 'If your doctor sent an electronic prescription, paste the link or the token code from the text message or e-mail instead of a file.';
export const SUBMITTING_LABEL = 'Submitting...';

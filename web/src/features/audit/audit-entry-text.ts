import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@pharmacy/shared';

/** What the admin reads for each action the server records. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  [AUDIT_ACTIONS.practitionerStatus]: 'Practitioner status changed',
  [AUDIT_ACTIONS.userDelete]: 'User deleted',
  [AUDIT_ACTIONS.practitionerExport]: 'Practitioner list exported',
  [AUDIT_ACTIONS.sheetSync]: 'Medication database synced',
  [AUDIT_ACTIONS.billingSettings]: 'Billing settings saved',
  [AUDIT_ACTIONS.orderStatus]: 'Order status changed',
  [AUDIT_ACTIONS.orderOriginalReceived]: 'Original script received',
  [AUDIT_ACTIONS.orderCompoundingRecord]: 'Record of compounding made',
  [AUDIT_ACTIONS.orderCompoundingCheck]: 'Record of compounding checked',
  [AUDIT_ACTIONS.orderScriptDownload]: 'Order script downloaded',
  [AUDIT_ACTIONS.orderLabelPrint]: 'Dispensing label printed',
  [AUDIT_ACTIONS.orderLabelReprint]: 'Dispensing label reprinted',
  [AUDIT_ACTIONS.orderQuestion]: 'Question asked on an order',
  [AUDIT_ACTIONS.orderReprice]: 'Order line re-priced',
  [AUDIT_ACTIONS.orderQuoteAnswer]: 'New price accepted or declined',
  [AUDIT_ACTIONS.orderMessageFileDownload]: 'Order question file downloaded',
  [AUDIT_ACTIONS.enquiryAttachmentDownload]: 'Enquiry attachment downloaded',
  [AUDIT_ACTIONS.enquiryState]: 'Enquiry marked read or handled',
  [AUDIT_ACTIONS.retentionPurge]: 'Expired records deleted',
  [AUDIT_ACTIONS.adminMobile]: 'Admin mobile replaced',
  [AUDIT_ACTIONS.adminCreate]: 'Admin added',
  [AUDIT_ACTIONS.accessOrder]: 'Order opened',
  [AUDIT_ACTIONS.accessPatient]: 'Patient opened',
  [AUDIT_ACTIONS.accessWorksheet]: 'Worksheet opened',
  [AUDIT_ACTIONS.accessThread]: 'Question thread opened',
  [AUDIT_ACTIONS.accessOrderList]: 'Orders queue page read',
  [AUDIT_ACTIONS.accessBreachList]: 'Breach register read',
  [AUDIT_ACTIONS.accessBreach]: 'Breach opened',
  [AUDIT_ACTIONS.patientSearch]: 'Patients searched across prescribers',
  [AUDIT_ACTIONS.patientBundle]: "Patient's records downloaded",
  [AUDIT_ACTIONS.patientCorrection]: 'Patient record corrected',
  [AUDIT_ACTIONS.patientCreate]: 'Patient added by clinic staff',
  [AUDIT_ACTIONS.patientEdit]: 'Patient changed by clinic staff',
  [AUDIT_ACTIONS.patientCorrectedFieldEdit]: 'Corrected patient field changed by the prescriber or their staff',
  [AUDIT_ACTIONS.breachRecord]: 'Suspected breach recorded',
  [AUDIT_ACTIONS.breachUpdate]: 'Breach updated',
  [AUDIT_ACTIONS.breachReminder]: 'Breach assessment reminder sent',
  [AUDIT_ACTIONS.staffInvite]: 'Staff member invited by a prescriber',
  [AUDIT_ACTIONS.staffAccept]: 'Staff invitation accepted',
  [AUDIT_ACTIONS.staffRemove]: 'Staff member removed by a prescriber',
  [AUDIT_ACTIONS.staffSuspend]: 'Staff member suspended',
  [AUDIT_ACTIONS.staffReinstate]: 'Staff member\u2019s suspension lifted',
  [AUDIT_ACTIONS.orderSupply]: 'Supply recorded',
  [AUDIT_ACTIONS.orderNextSupply]: 'Next supply asked for',
  [AUDIT_ACTIONS.courseReminders]: 'Due reminders changed',
  [AUDIT_ACTIONS.draftPrepare]: 'Order draft prepared by staff',
  [AUDIT_ACTIONS.draftSendBack]: 'Order draft sent back by the prescriber',
  [AUDIT_ACTIONS.draftSign]: 'Order draft signed by the prescriber',
  [AUDIT_ACTIONS.protocolPublish]: 'Protocol published',
  [AUDIT_ACTIONS.protocolWithdraw]: 'Protocol withdrawn',
  [AUDIT_ACTIONS.consignmentDispatch]: 'Orders dispatched as a consignment',
  [AUDIT_ACTIONS.consignmentProof]: 'Proof of delivery recorded',
  [AUDIT_ACTIONS.consignmentTracking]: 'Consignment moved on by the carrier’s tracking',
  [AUDIT_ACTIONS.consignmentManifest]: 'Carrier manifest downloaded',
  [AUDIT_ACTIONS.invoiceIssue]: 'Invoice issued',
  [AUDIT_ACTIONS.invoicePrice]: 'Missing prices entered for the invoice',
  [AUDIT_ACTIONS.invoiceDownload]: 'Invoice downloaded',
  [AUDIT_ACTIONS.invoicePayment]: 'Payment recorded on an invoice',
  [AUDIT_ACTIONS.invoiceRefund]: 'Refund recorded on an invoice',
  [AUDIT_ACTIONS.invoicePayLink]: 'Pay link e-mailed to the patient',
  [AUDIT_ACTIONS.clinicAccountOpen]: 'Clinic account opened',
  [AUDIT_ACTIONS.clinicAccountClose]: 'Clinic account closed',
  [AUDIT_ACTIONS.statementMake]: 'Clinic account statement made',
  [AUDIT_ACTIONS.statementDownload]: 'Clinic account statement downloaded',
  [AUDIT_ACTIONS.accountsExport]: 'Invoices and payments exported for Xero',
};

/** An action this version has a label for (and so a filter option). */
export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action);
}

/** The label of an action; an action this version does not know yet shows as recorded rather than not at all. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

type DetailValue = AuditEntry['details'][string];

function detailText(value: DetailValue): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** "totalFormulas" reads as "total formulas". */
function detailName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The action's facts in one line: a change as "from → to", then every other fact by name. */
export function describeDetails(details: AuditEntry['details']): string {
  const { from, to, ...rest } = details;
  const parts: string[] = [];
  if (from !== undefined || to !== undefined) {
    parts.push(`${from === undefined ? '?' : detailText(from)} → ${to === undefined ? '?' : detailText(to)}`);
  }
  for (const [key, value] of Object.entries(rest)) parts.push(`${detailName(key)}: ${detailText(value)}`);
  return parts.join('; ');
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BillingSettingsFormSchema,
  DELIVERY_FEE_LABELS,
  GST_TREATMENTS,
  GST_TREATMENT_LABELS,
  billingSettingsFormOf,
  billingSettingsOfForm,
  type BillingSettings,
  type BillingSettingsFormValues,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { formatSydneyDate } from '@/lib/sydney-time.ts';
import { BillingNotSaved, useBillingSettings, useSaveBillingSettings } from '../api/billing-settings.ts';

/** The admin dashboard's Billing view (issue 34, decision 077): who invoices, the delivery fees and the payment terms. */
export function BillingSettingsView() {
  const headingId = useId();
  const settings = useBillingSettings();
  return (
    <section className="billing-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>Billing</h2>
      <p>
        The name and ABN invoices are issued in, the delivery fee each method charges (prescribers see it in their order&apos;s estimated
        total before sending) and the days an invoice gives to pay. Fees include GST where delivery is taxed.
      </p>
      {settings.isPending ? (
        <PageLoading label="Loading billing settings..." />
      ) : settings.isError ? (
        <FormError message={`The billing settings could not be loaded: ${settings.error.message}`} />
      ) : (
        <BillingSettingsForm settings={settings.data.settings} savedAt={settings.data.savedAt} />
      )}
    </section>
  );
}

const FEE_FIELDS = ['post', 'courier', 'signature'] as const;

function BillingSettingsForm({ settings, savedAt }: { settings: BillingSettings; savedAt: string | null }) {
  const save = useSaveBillingSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BillingSettingsFormValues>({ resolver: zodResolver(BillingSettingsFormSchema), defaultValues: billingSettingsFormOf(settings) });

  useEffect(() => reset(billingSettingsFormOf(settings)), [reset, settings]);

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const checked = billingSettingsOfForm(values);
    if (!checked) return;
    try {
      await save.mutateAsync(checked);
      setNotice('Billing settings saved.');
    } catch (error) {
      // Everything typed stays; the server's reasons go beside their fields.
      if (error instanceof BillingNotSaved) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as keyof BillingSettingsFormValues, { message });
        if (error.message) setError('root', { message: error.message });
      } else setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form className="form surface-panel billing-settings__form" noValidate aria-label="Billing settings" onSubmit={(event) => void onSubmit(event)}>
      <p className="field-note">{savedAt ? `Last saved ${formatSydneyDate(savedAt)}.` : 'Not saved yet: these are the defaults. Replace the ABN with the pharmacy’s own.'}</p>
      <TextField label="Legal name" autoComplete="organization" registration={register('legalName')} error={errors.legalName?.message} />
      <TextField label="ABN" inputMode="numeric" autoComplete="off" hint="11 digits, e.g. 12 345 678 901." registration={register('abn')} error={errors.abn?.message} />
      <fieldset className="billing-settings__fees">
        <legend>Delivery fees (AUD)</legend>
        <p className="field-note">{DELIVERY_FEE_LABELS.pickup}: always free.</p>
        {FEE_FIELDS.map((field) => (
          <TextField key={field} label={DELIVERY_FEE_LABELS[field]} inputMode="decimal" autoComplete="off" registration={register(field)} error={errors[field]?.message} />
        ))}
      </fieldset>
      <FormField label="GST on delivery" error={errors.deliveryGst?.message}>
        {(control) => (
          <select {...control} {...register('deliveryGst')}>
            {GST_TREATMENTS.map((gst) => (
              <option key={gst} value={gst}>
                {GST_TREATMENT_LABELS[gst]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label="Payment terms (days)"
        inputMode="numeric"
        autoComplete="off"
        hint="From the invoice's date to its due date; 0 for due on receipt."
        registration={register('paymentTermsDays')}
        error={errors.paymentTermsDays?.message}
      />
      <FormError message={errors.root?.message} />
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save billing settings'}
      </button>
    </form>
  );
}

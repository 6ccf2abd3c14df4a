import { useId, useState } from 'react';
import { CARRIER_METHODS, CONSIGNMENT_API_PATHS, DISPATCH_METHOD_LABELS, sydneyDateOf, type CarrierMethod } from '@pharmacy/shared';
import { DownloadButton } from '@/components/queue/download-button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';

/** The day's manifest for one carrier (issue 33 part 2): every consignment it took that Sydney day, as PDF or CSV. */
export function ManifestDownload() {
  const headingId = useId();
  const today = sydneyDateOf(new Date());
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<CarrierMethod>('auspost');
  const path = (format: 'pdf' | 'csv') =>
    `${CONSIGNMENT_API_PATHS.manifest}?${new URLSearchParams({ date, method, format }).toString()}`;
  const fileName = (format: 'pdf' | 'csv') => `manifest-${method}-${date}.${format}`;
  return (
    <section className="manifest-download" aria-labelledby={headingId}>
      <h3 id={headingId}>Daily manifest</h3>
      <div className="form-row">
        <FormField label="Day" hint="Sydney date">
          {(control) => <input {...control} type="date" max={today} value={date} onChange={(event) => setDate(event.target.value || today)} />}
        </FormField>
        <FormField label="Carrier">
          {(control) => (
            <select {...control} value={method} onChange={(event) => setMethod(event.target.value as CarrierMethod)}>
              {CARRIER_METHODS.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {DISPATCH_METHOD_LABELS[carrier]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="button-row">
        <DownloadButton path={path('pdf')} fileName={fileName('pdf')} label="Download manifest (PDF)" />
        <DownloadButton path={path('csv')} fileName={fileName('csv')} label="Download manifest (CSV)" />
      </div>
    </section>
  );
}

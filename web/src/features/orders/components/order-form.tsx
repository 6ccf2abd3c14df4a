import { useRef, type Dispatch, type FormEvent } from 'react';
import {
  ATTACHMENT_ACCEPT,
  ESCRIPT_ORDER_MESSAGES,
  ESCRIPT_TOKEN_MAX_LENGTH,
  ESCRIPT_TOKEN_MESSAGES,
  ORDER_MAX_LENGTHS,
  ORDER_MESSAGES,
  S8_AUTHORITY_MAX_LENGTH,
  S8_MESSAGES,
  SCRIPT_METHOD_LABELS,
  SCRIPT_METHODS,
  formulaKindOf,
  ANIMAL_MESSAGES,
  formulaKindText,
  needsS8Authority,
  needsS8Prescription,
  offLabelForAnimal,
  patientKindOf,
  type MedicationDatabase,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { prepareUploadFile } from '@/lib/photo-reduction.ts';
import { amountsOf, descriptionOf, formulasOf, strengthsOf } from '@/features/catalogue/index.ts';
import type { OrderFormAction, OrderFormState } from '../order-form-state.ts';
import { SCRIPT_HINT } from '../ordering-copy.ts';
import { PatientSection, usePrescriberPatientKind } from '@/features/patients/index.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { DirectionsFields, isDirectionsRefusal } from './directions-fields.tsx';
import { RepeatsFields, isRepeatsRefusal } from './repeats-fields.tsx';
import { WholeNumberField } from './whole-number-field.tsx';

interface OrderFormProps {
  /** The signed-in practitioner, whose patients the Patient section finds. */
  uid: string;
  /** A staff member ordering for this prescriber (decision 044). */
  actingFor?: string | undefined;
  database: MedicationDatabase;
  form: OrderFormState;
  dispatch: Dispatch<OrderFormAction>;
  /** Add to Cart: the checks and the cart are the dashboard's. */
  onAdd: () => void;
  /** A saved change to a patient's details. */
  onPatientEdited: (patient: PatientSnapshot) => void;
}

/** Placeholder option text: what to do first, or that the formula needs no such choice. */
function choicePrompt(formula: string, options: readonly string[], prompt: string): string {
  if (!formula) return 'Select a formula first';
  return options.length === 0 ? 'Not applicable' : prompt;
}

const TOKEN_MESSAGES: readonly string[] = Object.values(ESCRIPT_TOKEN_MESSAGES);
/** Refusals said beside the S8 fields rather than above Add to Cart. */
const AUTHORITY_MESSAGES: readonly string[] = [S8_MESSAGES.authorityMissing, S8_MESSAGES.authorityFormat];
const INTERVAL_MESSAGES: readonly string[] = [S8_MESSAGES.intervalMissing, S8_MESSAGES.intervalFormat];
const fieldError = (error: string | null, messages: readonly string[]) => (error && messages.includes(error) ? error : undefined);

/** The Submit Order Request form (spec section 2): one cart item at a time. */
export function OrderForm({ uid, actingFor, database, form, dispatch, onAdd, onPatientEdited }: OrderFormProps) {
  const formulas = formulasOf(database, form.condition);
  const strengths = strengthsOf(database, form.formula);
  const amounts = amountsOf(database, form.formula);
  // A token that is not one is said beside the token field; every other refusal above Add to Cart.
  const tokenError = fieldError(form.error, TOKEN_MESSAGES);
  const authorityError = fieldError(form.error, AUTHORITY_MESSAGES);
  const intervalError = fieldError(form.error, INTERVAL_MESSAGES);
  const kind = formulaKindOf(database, form.formula);
  const kindText = form.formula ? formulaKindText(kind) : '';
  const s8 = needsS8Prescription(kind.schedule);
  // The patient's kind, or before one is chosen the prescriber's (decision 048).
  const prescriberKind = usePrescriberPatientKind() ?? 'person';
  const patientKind = form.patient ? patientKindOf(form.patient) : prescriberKind;
  const s8Authority = needsS8Authority(kind.schedule, patientKind);
  const offLabel = form.formula !== '' && offLabelForAnimal(database, form.formula, patientKind);
  const latestChoice = useRef<File | undefined>(undefined);

  /** A large photo is reduced before it goes into the cart (decision 030); until then no file is chosen. */
  async function chooseScript(chosen: File | undefined) {
    latestChoice.current = chosen;
    dispatch({ type: 'scriptFile', file: null });
    if (!chosen) return;
    const { file, note } = await prepareUploadFile(chosen);
    // Another file chosen meanwhile wins.
    if (latestChoice.current === chosen) dispatch({ type: 'scriptFile', file, note });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAdd();
  }

  return (
    <section className="surface-panel order-panel" aria-labelledby="order-form-heading">
      <h2 id="order-form-heading">Submit Order Request</h2>
      {/* Before the item's form, and not inside it: the patient editor is a form of its own. */}
      <PatientSection
        uid={uid}
        actingFor={actingFor}
        patient={form.patient}
        onChoose={(patient) => dispatch({ type: 'patient', patient })}
        onEdited={onPatientEdited}
      />
      <form className="form order-form" noValidate onSubmit={handleSubmit}>
        <FormField label="Condition">
          {(control) => (
            <select {...control} value={form.condition} onChange={(event) => dispatch({ type: 'condition', value: event.target.value })}>
              <option value="">Select a condition</option>
              {database.conditions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Suggested Formulas">
          {(control) => (
            <select
              {...control}
              value={form.formula}
              disabled={!form.condition}
              onChange={(event) =>
                dispatch({ type: 'formula', value: event.target.value, description: descriptionOf(database, event.target.value) })
              }
            >
              <option value="">{form.condition ? 'Select a formula' : 'Select a condition first'}</option>
              {formulas.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {/* The formula's schedule and storage (decision 042), beside it. */}
        {kindText && (
          <p className={s8 ? 'formula-kind formula-kind--s8' : 'formula-kind'} aria-live="polite">
            {kindText}
          </p>
        )}
        {offLabel && <p className="formula-kind">{ANIMAL_MESSAGES.peopleFormulaForAnimal}</p>}
        <div className="form-row">
          <FormField label="Strength">
            {(control) => (
              <select
                {...control}
                value={form.strength}
                disabled={strengths.length === 0}
                onChange={(event) => dispatch({ type: 'strength', value: event.target.value })}
              >
                <option value="">{choicePrompt(form.formula, strengths, 'Select a strength')}</option>
                {strengths.map((strength) => (
                  <option key={strength}>{strength}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Amount">
            {(control) => (
              <select
                {...control}
                value={form.amount}
                disabled={amounts.length === 0}
                onChange={(event) => dispatch({ type: 'amount', value: event.target.value })}
              >
                <option value="">{choicePrompt(form.formula, amounts, 'Select an amount')}</option>
                {amounts.map((amount) => (
                  <option key={amount}>{amount}</option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField label="Indication">
          {(control) => <textarea {...control} className="order-form__indication" value={form.description} rows={2} readOnly />}
        </FormField>
        <DirectionsFields form={form} dispatch={dispatch} />
        <RepeatsFields form={form} dispatch={dispatch} s8={s8} />
        <FormField label="Notes (optional)">
          {(control) => (
            <textarea
              {...control}
              value={form.notes}
              rows={3}
              maxLength={ORDER_MAX_LENGTHS.notes}
              onChange={(event) => dispatch({ type: 'notes', value: event.target.value })}
            />
          )}
        </FormField>
        <fieldset className="choice-group">
          <legend>Script Submission Method</legend>
          {SCRIPT_METHODS.map((method) => (
            <label key={method} className="choice-group__option">
              <input
                type="radio"
                name="scriptMethod"
                value={method}
                checked={form.scriptMethod === method}
                onChange={() => dispatch({ type: 'scriptMethod', value: method })}
              />
              {SCRIPT_METHOD_LABELS[method]}
            </label>
          ))}
        </fieldset>
        {form.scriptMethod === 'upload' && (
          <>
            <FormField label={ESCRIPT_ORDER_MESSAGES.tokenLabel} hint={ESCRIPT_ORDER_MESSAGES.tokenHint} error={tokenError}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={ESCRIPT_TOKEN_MAX_LENGTH}
                  value={form.escriptToken}
                  onChange={(event) => dispatch({ type: 'escriptToken', value: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Patient Script" hint={`${SCRIPT_HINT}. ${ESCRIPT_ORDER_MESSAGES.fileHint}`}>
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept={ATTACHMENT_ACCEPT}
                  onChange={(event) => void chooseScript(event.target.files?.[0])}
                />
              )}
            </FormField>
            <p role="status" className="field-note">
              {form.scriptNote}
            </p>
          </>
        )}
        {form.scriptMethod === 'mail' && <p className="notice">{ORDER_MESSAGES.mailInstruction}</p>}
        {s8 && (
          <fieldset className="s8-fields">
            <legend>Schedule 8 prescription</legend>
            <p className="notice">{s8Authority ? S8_MESSAGES.notice : S8_MESSAGES.animalNotice}</p>
            <div className="form-row">
              {s8Authority && (
                <FormField label={S8_MESSAGES.authorityLabel} hint={S8_MESSAGES.authorityHint} error={authorityError}>
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={S8_AUTHORITY_MAX_LENGTH}
                      value={form.s8AuthorityNumber}
                      onChange={(event) => dispatch({ type: 's8AuthorityNumber', value: event.target.value })}
                    />
                  )}
                </FormField>
              )}
              <WholeNumberField
                label={S8_MESSAGES.intervalLabel}
                hint={S8_MESSAGES.intervalHint}
                error={intervalError}
                maxLength={4}
                value={form.repeatIntervalDays}
                onChange={(value) => dispatch({ type: 'repeatIntervalDays', value })}
              />
            </div>
          </fieldset>
        )}
        <QuantityStepper label="Quantity" value={form.quantity} onChange={(value) => dispatch({ type: 'quantity', value })} />
        <FormError message={tokenError || authorityError || intervalError || isDirectionsRefusal(form.error) || isRepeatsRefusal(form.error, s8) ? null : form.error} />
        <button type="submit" className="button button--primary">
          Add to Cart
        </button>
      </form>
    </section>
  );
}

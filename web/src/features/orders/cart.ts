import {
  MAIL_SUBMISSION_LABEL,
  clampQuantity,
  MAX_CART_ITEMS,
  MAX_ORDER_UPLOAD_BYTES,
  ORDER_MESSAGES,
  PATIENT_MESSAGES,
  ESCRIPT_CLAIM_MESSAGES,
  escriptTokenKey,
  directionsProblem,
  parseEscriptToken,
  patientKindOf,
  s8ItemProblem,
  wireLineOf,
  type CartItemPayload,
  type CartLine,
  type PatientSnapshot,
  type ScriptMethod,
} from '@pharmacy/shared';

/** One line of the cart (spec section 3, "Cart item"), with the script file itself (order-line.ts). */
export type CartItem = CartLine<File>;

export type CartAction =
  | { type: 'add'; items: readonly CartItem[] }
  | { type: 'quantity'; id: string; quantity: number }
  | { type: 'attachScript'; id: string; file: File }
  | { type: 'patient'; id: string; patient: PatientSnapshot }
  /** Directions typed on an item copied from a request that had none. */
  | { type: 'directions'; id: string; directions: string }
  /** The script choice of a line added from a favourite or protocol, made on the line (decision 069). */
  | { type: 'scriptMethod'; id: string; method: ScriptMethod }
  /** A patient's details were edited: every item for them shows the new ones. */
  | { type: 'patientEdited'; patient: PatientSnapshot }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

/** Quantities are whole numbers from MIN_QUANTITY to MAX_QUANTITY, in the stepper and in the cart (order-line.ts). */
export { clampQuantity };

/** Room left in the cart: a request holds at most MAX_CART_ITEMS items. */
export const cartRoom = (cart: readonly CartItem[]) => Math.max(0, MAX_CART_ITEMS - cart.length);

export function cartReducer(cart: readonly CartItem[], action: CartAction): readonly CartItem[] {
  switch (action.type) {
    case 'add':
      return [...cart, ...action.items.slice(0, cartRoom(cart))];
    case 'quantity':
      return cart.map((item) => (item.id === action.id ? { ...item, quantity: clampQuantity(action.quantity) } : item));
    case 'attachScript':
      return cart.map((item) => (item.id === action.id ? { ...item, scriptFile: action.file } : item));
    case 'patient':
      return cart.map((item) => (item.id === action.id ? { ...item, patient: action.patient } : item));
    case 'scriptMethod':
      // By mail there is no file to send: one attached before is let go.
      return cart.map((item) =>
        item.id === action.id ? { ...item, scriptMethod: action.method, scriptFile: action.method === 'mail' ? null : item.scriptFile, escriptToken: action.method === 'mail' ? '' : item.escriptToken } : item,
      );
    case 'directions':
      return cart.map((item) => (item.id === action.id ? { ...item, directions: action.directions } : item));
    case 'patientEdited':
      return cart.map((item) => (item.patient?.patientId === action.patient.patientId ? { ...item, patient: action.patient } : item));
    case 'remove':
      return cart.filter((item) => item.id !== action.id);
    case 'clear':
      return [];
  }
}

/** The S8 refusal the item meets (s8-item.ts), or null. */
export function s8ProblemOf(
  item: Pick<CartItem, 'schedule' | 'scriptMethod' | 'escriptToken' | 's8AuthorityNumber' | 'repeatIntervalDays'> & { patient?: CartItem['patient'] },
): string | null {
  return (
    s8ItemProblem({
      patientKind: item.patient ? patientKindOf(item.patient) : 'person',
      schedule: item.schedule,
      scriptMethod: item.scriptMethod,
      escriptToken: item.escriptToken,
      authorityNumber: item.s8AuthorityNumber,
      repeatIntervalDays: item.repeatIntervalDays,
    })?.message ?? null
  );
}

/** Whether two items of the cart carry the same e-script token (in its stored form): each token supplies once. */
export function repeatedToken(cart: readonly Pick<CartItem, 'escriptToken'>[]): boolean {
  const tokens = cart.flatMap((item) => {
    const token = parseEscriptToken(item.escriptToken);
    return token ? [escriptTokenKey(token)] : [];
  });
  return new Set(tokens).size !== tokens.length;
}

/** What the cart shows as the item's script (spec: the file name, or Mail Submission), and its e-script token. */
export function scriptLabel(item: CartItem): string {
  if (item.scriptMethod === 'mail') return MAIL_SUBMISSION_LABEL;
  return [item.escriptToken && ESCRIPT_TOKEN_CART_LABEL, item.scriptFile?.name].filter(Boolean).join(' + ');
}

export const ESCRIPT_TOKEN_CART_LABEL = 'E-script token';

/** An upload item with neither its e-script token nor a copy of the script (an item copied from an earlier request). */
export const lacksScript = (item: CartItem) => item.scriptMethod === 'upload' && item.scriptFile === null && item.escriptToken === '';

/** The scripts a submission uploads, one per upload item with a file, in cart order. */
export function scriptsToUpload(cart: readonly CartItem[]): File[] {
  return cart.flatMap((item) => (item.scriptMethod === 'upload' && item.scriptFile ? [item.scriptFile] : []));
}

export const totalQuantity = (cart: readonly CartItem[]) => cart.reduce((sum, item) => sum + item.quantity, 0);

/** Why the cart cannot be sent as it is (beyond the spec's empty-cart and consent checks), or null. */
export function cartProblem(cart: readonly CartItem[]): string | null {
  if (cart.some((item) => item.patient === null)) return PATIENT_MESSAGES.patientMissing;
  if (cart.some(lacksScript)) return ORDER_MESSAGES.scriptMissing;
  // An item copied from a request sent before directions were asked for.
  const directions = cart.map((item) => directionsProblem(item.directions)).find((problem) => problem !== null);
  if (directions) return directions;
  // An S8 item copied from an earlier request, or one the catalogue made S8 since it was added.
  const s8Problem = cart.map(s8ProblemOf).find((problem) => problem !== null);
  if (s8Problem) return s8Problem;
  const token = repeatedToken(cart);
  if (token) return ESCRIPT_CLAIM_MESSAGES.repeatedInOrder;
  const bytes = scriptsToUpload(cart).reduce((sum, file) => sum + file.size, 0);
  // Google's front end refuses a larger request outright, with no useful answer.
  if (bytes > MAX_ORDER_UPLOAD_BYTES) return ORDER_MESSAGES.uploadTooLarge;
  return null;
}

/** The item as the `cart` JSON field carries it (CartItemSchema; order-line.ts). */
export function toCartPayload(item: CartItem): CartItemPayload {
  return wireLineOf(item);
}

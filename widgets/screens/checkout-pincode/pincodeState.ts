/** What the pincode screen holds: the digits typed and whether they were submitted (core spec §4 "Checkout"). */
export interface PincodeState {
  readonly value: string;
  readonly submitted: boolean;
}

/**
 * The enter key works only when the pincode is not empty, shows no error and was not submitted
 * yet (core spec §4 "Checkout", §5 "Pincode: not empty").
 *
 * @example
 * canSubmitPincode({ value: '12', submitted: false }, false); // true
 */
export function canSubmitPincode(state: PincodeState, hasError: boolean): boolean {
  return state.value.trim() !== '' && !hasError && !state.submitted;
}

/**
 * The state after an edit: digits only, at most `maxLength`, and no longer submitted (editing
 * clears the error; the flow is told by the screen).
 *
 * @example
 * editPincode('12a3', 6); // { value: '123', submitted: false }
 */
export function editPincode(next: string, maxLength: number): PincodeState {
  return { value: next.replace(/\D/g, '').slice(0, maxLength), submitted: false };
}

/** What went wrong with a call: no answer, a non-OK answer, an answer of the wrong shape, or too slow. */
export type ApiErrorKind = 'network' | 'http' | 'schema' | 'timeout';

/** The serializable form of an {@link ApiError}, as kept in flow context and traces. */
export interface PlainApiError {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The answer's status text ('' without an answer): the message of some failures (core spec §8 "carries the response status text"). */
  readonly statusText: string;
  readonly message: string;
  readonly body: unknown;
  readonly call: string;
}

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly message: string;
  readonly status?: number;
  readonly statusText?: string;
  readonly body?: unknown;
  readonly cause?: unknown;
}

/**
 * The one error every catalog call fails with (core spec §8): the body of a non-OK answer is kept,
 * so a 403 `{ blockedIpAddress: true, ... }` stays reachable from `body`.
 *
 * @example
 * try { await executeCall(client, calls['kiosk.get'], { kioskId: 1 }); }
 * catch (e) { if (e instanceof ApiError && isBlockedIpAddress(e)) goRestricted(e.body); }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly status: number | undefined;
  readonly statusText: string;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.call = init.call;
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body;
  }

  /** A plain, structured-clone-safe copy: `{ kind, status, statusText, message, body, call }`. */
  toPlain(): PlainApiError {
    return { kind: this.kind, status: this.status, statusText: this.statusText, message: this.message, body: toSerializable(this.body), call: this.call };
  }
}

/** True for the 403 of an IP-restricted kiosk (core spec §4 "Kiosk fetch", §8 "Blocked IP"). */
export function isBlockedIpAddress(error: ApiError | PlainApiError): boolean {
  const body = error.body;
  return error.status === 403 && typeof body === 'object' && body !== null && (body as Record<string, unknown>).blockedIpAddress === true;
}

function toSerializable(body: unknown): unknown {
  if (body === undefined || body === null || typeof body !== 'object') return body;
  try {
    return JSON.parse(JSON.stringify(body)) as unknown;
  } catch {
    return String(body);
  }
}

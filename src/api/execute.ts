import { AxiosError, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { CallDefinition } from './defineCall.ts';
import { ApiError } from './errors.ts';

export interface ExecuteOptions {
  /** Aborts the request (TanStack Query passes one per query). */
  readonly signal?: AbortSignal;
}

/**
 * Runs one catalog call: builds the request from `args`, sends it through `client` and parses the
 * answer with the call's zod schema. Every failure is an {@link ApiError}: `network` (no answer or
 * aborted), `timeout`, `http` (non-OK status, body kept) or `schema` (wrong shape; core §8 and
 * DESIGN.md "Quality bars": an error state, never a crash).
 *
 * Calls marked `absolute` send to the URL `path(args)` returns, unchanged (the followed
 * approvalstatus link, core spec §4 "Approval").
 *
 * @example
 * const languages = await executeCall(client, calls['kiosk.languages'], { kioskId: 1 });
 */
export async function executeCall<A, R>(client: AxiosInstance, definition: CallDefinition<A, R>, args: A, options: ExecuteOptions = {}): Promise<R> {
  // The client's timeout is also enforced here: MSW's XMLHttpRequest interception (jsdom) ignores
  // the xhr timeout, and an abort works the same with every adapter.
  const timeoutMs = client.defaults.timeout ?? 0;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const cancel = () => controller.abort();
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel);
  let data: unknown;
  try {
    const response = await client.request({
      method: definition.method,
      url: definition.path(args),
      ...(definition.absolute ? { baseURL: '' } : {}),
      params: definition.query ? withoutUndefined(definition.query(args)) : undefined,
      data: definition.body ? definition.body(args) : undefined,
      signal: controller.signal,
      ...(definition.responseType ? { responseType: definition.responseType } : {}),
    });
    data = response.data;
  } catch (error) {
    throw timedOut
      ? new ApiError({ kind: 'timeout', call: definition.name, message: `${definition.name} took too long to answer`, cause: error })
      : toApiError(definition.name, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
  const parsed = definition.response.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'schema',
      call: definition.name,
      message: `The answer of ${definition.name} does not match its schema: ${summarizeIssues(parsed.error.issues)}`,
      body: data,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Turns whatever axios threw into an {@link ApiError} of the right kind. */
export function toApiError(call: string, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) {
      const { status, statusText, data } = error.response;
      return new ApiError({
        kind: 'http',
        call,
        status,
        statusText,
        body: data,
        cause: error,
        message: serverMessage(data) ?? (statusText || `HTTP ${status}`),
      });
    }
    if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) {
      return new ApiError({ kind: 'timeout', call, message: `${call} took too long to answer`, cause: error });
    }
    if (error.code === AxiosError.ERR_CANCELED) {
      return new ApiError({ kind: 'network', call, message: `${call} was cancelled`, cause: error });
    }
    return new ApiError({ kind: 'network', call, message: `The server could not be reached (${error.message})`, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', call, message, cause: error });
}

/** Short, readable list of zod issues: `visitor.id: Invalid input: expected string, received undefined`. */
export function summarizeIssues(issues: readonly z.core.$ZodIssue[], max = 5): string {
  const lines = issues.slice(0, max).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    return `${path}: ${issue.message}`;
  });
  const more = issues.length > max ? `; and ${issues.length - max} more` : '';
  return lines.join('; ') + more;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, reason } = body as Record<string, unknown>;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : undefined;
}

function withoutUndefined(query: Record<string, string | number | boolean | undefined>) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

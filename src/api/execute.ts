import type { z } from 'zod';
import type { ApiAnswer, ApiClient } from './client.ts';
import type { CallDefinition } from './defineCall.ts';
import { ApiError } from './errors.ts';

export interface ExecuteOptions {
  /** Aborts the request (TanStack Query passes one per query). */
  readonly signal?: AbortSignal;
}

/**
 * Runs one catalog call: builds the request from `args`, sends it through `client` and parses the
 * answer (JSON, else its text; an `arraybuffer` call's bytes) with the call's zod schema. Every
 * failure is an {@link ApiError}: `network` (no answer or aborted), `timeout` (no answer within
 * the client's `timeoutMs`, in ms), `http` (non-OK status; status, status text and body kept, the
 * message the server's `message` or `reason`, else the status text) or `schema` (wrong shape;
 * core §8 and DESIGN.md "Quality bars": an error state, never a crash).
 *
 * Calls marked `absolute` send to the URL `path(args)` returns, unchanged (the followed
 * approvalstatus link, core spec §4 "Approval").
 *
 * @throws ApiError for every failure (above).
 * @example
 * const languages = await executeCall(client, calls['kiosk.languages'], { kioskId: 1 });
 */
export async function executeCall<A, R>(client: ApiClient, definition: CallDefinition<A, R>, args: A, options: ExecuteOptions = {}): Promise<R> {
  const timeoutMs = client.timeoutMs;
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
    const answer = await client.send({
      method: definition.method,
      path: definition.path(args),
      absolute: definition.absolute,
      query: definition.query?.(args),
      body: definition.body?.(args),
      responseType: definition.responseType === 'arraybuffer' ? 'arraybuffer' : 'text',
      signal: controller.signal,
    });
    data = readAnswer(answer);
    if (!answer.ok) {
      const { status, statusText } = answer;
      throw new ApiError({
        kind: 'http',
        call: definition.name,
        status,
        statusText,
        body: data,
        message: serverMessage(data) ?? (statusText || `HTTP ${status}`),
      });
    }
  } catch (error) {
    throw timedOut
      ? new ApiError({ kind: 'timeout', call: definition.name, message: `${definition.name} took too long to answer`, cause: error })
      : toApiError(definition.name, error, options.signal?.aborted === true);
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

/**
 * An answer's body: the bytes of an OK `arraybuffer` answer; else its JSON, or its text when it is
 * not JSON (an empty body is ''; a failed `arraybuffer` answer is read as text, for its message).
 */
function readAnswer(answer: ApiAnswer): unknown {
  if (typeof answer.body !== 'string' && answer.ok) return answer.body;
  const text = typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns what a request threw (no answer: the network failed, or it was cancelled) into an {@link ApiError}. */
function toApiError(call: string, error: unknown, cancelled: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (cancelled) return new ApiError({ kind: 'network', call, message: `${call} was cancelled`, cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', call, message: `The server could not be reached (${message})`, cause: error });
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

/**
 * A hostile site, for the public-terminal tests (issue 12): every text the server gives (the
 * localization resources, names and descriptions of profiles, questions, options and hosts,
 * messages, the HTML of questions) carries markup that would run, navigate or load from elsewhere
 * if the kiosk ever treated it as HTML outside its one sanitiser.
 */

/** What each hostile text carries; `window.__hostileRan` is set if any of it runs. */
export const HOSTILE_MARKUP =
  '<img src="x" onerror="window.__hostileRan=1"><script>window.__hostileRan=1</script>' +
  '<iframe src="https://hostile.example/frame"></iframe><svg><a xlink:href="https://hostile.example/svg"><text y="20">tap</text></a></svg>' +
  '<a href="https://hostile.example/link">link</a><form action="https://hostile.example/form"><button>go</button></form>' +
  '<img src="https://hostile.example/pixel.png"><style>body{display:none}</style><b onclick="window.__hostileRan=1" data-action="next">b</b>';

/** Keys whose string values are texts the kiosk shows (ids, codes, dates and URLs are left alone). */
const TEXT_KEYS = new Set([
  'name',
  'displayName',
  'description',
  'extraDescription',
  'html',
  'confirmationLabel',
  'text',
  'message',
  'errorMessage',
  'warningMessage',
  'title',
  'label',
  // a select option's text ({ key: text, value: id }) and a host's department
  'key',
  'department',
  'firstName',
  'lastName',
  'companyName',
]);

/** Calls whose every string is a text (translations by namespace and key). */
const ALL_TEXT_CALLS = new Set(['kiosk.localizationResources', 'profile.localizationResources']);

function poison(value: unknown, everything: boolean, key?: string): unknown {
  if (typeof value === 'string') return everything || (key !== undefined && TEXT_KEYS.has(key)) ? `${value}${HOSTILE_MARKUP}` : value;
  if (Array.isArray(value)) return value.map((item) => poison(item, everything, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, everything, k)]));
  return value;
}

/**
 * The same answer with hostile markup after every text of a JSON body; other answers unchanged.
 *
 * @example
 * const answer = await hostileAnswer('kiosk.profiles', HttpResponse.json([{ id: 1, name: 'Visitor' }]));
 */
export async function hostileAnswer(call: string, answer: Response): Promise<Response> {
  if (!(answer.headers.get('content-type') ?? '').includes('json')) return answer;
  const body: unknown = await answer.clone().json();
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(poison(body, ALL_TEXT_CALLS.has(call))), { status: answer.status, statusText: answer.statusText, headers });
}

import { z } from 'zod';
import { withFallback } from '../../kit/propsSchema.ts';
import './references.css';

/** A visitor a reference belongs to, with the field values that made it eligible (core spec §3 "autoApprovalFields"). */
export const ReferenceVisitorProp = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  autoApprovalFields: withFallback(z.array(z.object({ questionId: z.string(), values: withFallback(z.array(z.string()), []) })), []),
});
export type ReferenceVisitorProp = z.infer<typeof ReferenceVisitorProp>;

/**
 * What a visitor of a reference is known by: the distinct values of its auto-approval fields,
 * the reference itself left out (it is shown already).
 *
 * @example
 * detailsOf([{ id: 'v1', autoApprovalFields: [{ questionId: 'q-plate', values: ['1-ABC-123'] }] }], 'BK-1'); // '1-ABC-123'
 */
export function detailsOf(visitors: readonly ReferenceVisitorProp[], reference: string): string {
  const values = visitors.flatMap((v) => v.autoApprovalFields.flatMap((f) => f.values)).map((value) => value.trim());
  return [...new Set(values.filter((value) => value !== '' && value.toUpperCase() !== reference.toUpperCase()))].join(' · ');
}

/** One row of a reference list. */
export interface ReferenceRow {
  readonly key: string;
  readonly reference: string;
  readonly details: string;
  /** The row the visitor typed (linked-to-existing). */
  readonly current?: boolean;
}

/**
 * The numbered list of a transport's references (core spec §2 "a list of linked references").
 *
 * @example
 * <ReferenceList label={t('combinedTransport:listLabel')} rows={rows} currentLabel={t('combinedTransport:yours')} />
 */
export function ReferenceList({ label, rows, currentLabel }: { label: string; rows: readonly ReferenceRow[]; currentLabel?: string }) {
  return (
    <ol className="kiosk-refs" aria-label={label}>
      {rows.map((row, index) => (
        <li key={row.key} className={row.current ? 'kiosk-ref kiosk-ref--current' : 'kiosk-ref'}>
          <span className="kiosk-ref__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="kiosk-ref__body">
            <span className="kiosk-ref__reference">{row.reference}</span>
            {row.details && <span className="kiosk-ref__details">{row.details}</span>}
          </span>
          {row.current && currentLabel && <span className="kiosk-ref__tag">{currentLabel}</span>}
        </li>
      ))}
    </ol>
  );
}

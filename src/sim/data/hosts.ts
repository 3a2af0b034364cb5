/**
 * Hosts who approve visits, and how each answers the approval poll (core spec §4 "Approval").
 * `afterPolls` is the poll that returns the final status; earlier polls return Waiting (0).
 * See src/sim/README.md for the table.
 */
/** `none`: the host never decides and the site never times the approval out: every poll answers Waiting. */
export type ApprovalOutcome = 'approve' | 'decline' | 'timeout' | 'none';

export interface SimHost {
  readonly id: string;
  readonly name: string;
  readonly department: string;
  readonly outcome: ApprovalOutcome;
  readonly afterPolls: number;
}

export const HOSTS: readonly SimHost[] = [
  { id: 'host-1', name: 'Sophie Janssens', department: 'Logistics', outcome: 'approve', afterPolls: 3 },
  { id: 'host-2', name: 'Lucas Maes', department: 'Maintenance', outcome: 'approve', afterPolls: 3 },
  { id: 'host-3', name: 'Emma De Smet', department: 'Quality', outcome: 'approve', afterPolls: 3 },
  { id: 'host-4', name: 'Noah Claes', department: 'Security', outcome: 'decline', afterPolls: 2 },
  { id: 'host-5', name: 'Olivia Wouters', department: 'Finance', outcome: 'timeout', afterPolls: 3 },
  { id: 'host-6', name: 'Liam Dubois', department: 'Production', outcome: 'approve', afterPolls: 3 },
  { id: 'host-7', name: 'Marie Lambert', department: 'Human Resources', outcome: 'approve', afterPolls: 3 },
  { id: 'host-8', name: 'Thomas Willems', department: 'Reception', outcome: 'approve', afterPolls: 1 },
  { id: 'host-9', name: 'Julie Mertens', department: 'Purchasing', outcome: 'approve', afterPolls: 3 },
  { id: 'host-10', name: 'Zoë Van den Berghe', department: 'Environment, Health & Safety', outcome: 'approve', afterPolls: 3 },
  { id: 'host-11', name: 'Kobe Segers', department: 'Night shift', outcome: 'none', afterPolls: 1 },
];

/** Outcome when the visitor named no host (or an unknown one): approved after 3 polls. */
export const DEFAULT_APPROVAL: Pick<SimHost, 'outcome' | 'afterPolls'> = { outcome: 'approve', afterPolls: 3 };

import { z } from 'zod';

/** Props of Busy: a server text wins over the key; default "Loading…". */
export const BusyProps = z.object({
  text: z.string().nullish(),
  textKey: z.string().nullish(),
});

/** Events of Busy emits nothing: the flow moves on when what it waits for arrives. */
export const BusyEvents = {};

import { z } from 'zod';

/** Props of Busy: a server text wins over the key; default "Loading…". */
export const BusyProps = z.object({
  text: z.string().nullish(),
  textKey: z.string().nullish(),
});

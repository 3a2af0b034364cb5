import { z } from 'zod';

/** Props of Waiting: the server's waitingForApproval text wins over the key. */
export const WaitingProps = z.object({
  text: z.string().nullish(),
  textKey: z.string().nullish(),
});

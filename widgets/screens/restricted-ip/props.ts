import { z } from 'zod';
import { serverText, textKey } from '../../kit/propsSchema.ts';

/** Props of RestrictedIp: the server's reason and the blocked address (403 body, core spec §4, §8). */
export const RestrictedIpProps = z.object({
  reason: z.string().nullish().describe("the server's reason (the 403 body)"),
  ipAddress: z.string().nullish().describe('the blocked IP address (the 403 body)'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'statusMessages:restrictedIpTitle'),
});

/** Events of RestrictedIp emits nothing: the kiosk returns home once its status answers (core spec §8). */
export const RestrictedIpEvents = {};

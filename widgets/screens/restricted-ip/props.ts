import * as z from 'zod/mini';
import { described } from '../../../src/zod.ts';
import { serverText, textKey } from '../../kit/propsSchema.ts';

/** Props of RestrictedIp: the server's reason and the blocked address (403 body, core spec §4, §8). */
export const RestrictedIpProps = z.object({
  reason: described(z.nullish(z.string()), "the server's reason (the 403 body)"),
  ipAddress: described(z.nullish(z.string()), 'the blocked IP address (the 403 body)'),
  title: serverText('the title'),
  titleKey: textKey('the title', 'statusMessages:restrictedIpTitle'),
});

/** Events of RestrictedIp emits nothing: the kiosk returns home once its status answers (core spec §8). */
export const RestrictedIpEvents = {};

import { z } from 'zod';

/** Props of RestrictedIp: the server's reason and the blocked address (403 body, core spec §4, §8). */
export const RestrictedIpProps = z.object({
  reason: z.string().nullish(),
  ipAddress: z.string().nullish(),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});

/** Events of RestrictedIp emits nothing: the kiosk returns home once its status answers (core spec §8). */
export const RestrictedIpEvents = {};

import type { ProfileKey } from './profileTexts.ts';

/**
 * A profile's own texts (core spec §7 GET /profile/{id}/LocalizationResources), by language and
 * namespace: for the visit they override the kiosk's texts of the same key. The courier has no host
 * to wait for, so its confirmation says where the parcel goes instead of "your host will be informed".
 */
export const PROFILE_LOCALIZATION: Partial<Record<ProfileKey, Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>>> = {
  courier: {
    en: { statusMessages: { nonRealtimeConfirmation: 'Thank you. Please leave the parcel on the shelf at the reception desk.' } },
    nl: { statusMessages: { nonRealtimeConfirmation: 'Dank u. Leg het pakket op de plank aan de receptie.' } },
  },
};

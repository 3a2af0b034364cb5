import { HttpResponse } from 'msw';
import { toLanguageCode } from '../data/languages.ts';
import { PROFILE_TEXTS, type SimProfile } from '../data/profiles.ts';
import { PROFILE_LOCALIZATION } from '../data/profileLocalization.ts';
import { questionaryOf } from '../data/questionaries/index.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, toInt, type RouteContext } from './route.ts';
import { profileView } from './views.ts';

/** The profile of the path, when it is attached to the kiosk named by selfServiceKioskId. */
function onProfile(context: RouteContext, answer: (profile: SimProfile) => Response): Response {
  const kioskId = toInt(context.url.searchParams.get('selfServiceKioskId'));
  if (kioskId === undefined) return problem(400, 'The selfServiceKioskId query parameter is missing');
  return withKiosk(context, kioskId, (kiosk) => {
    const profileId = toInt(context.params.profileId);
    const profile = context.site.profilesOf(context.tenant, kiosk.id).find((p) => p.id === profileId);
    if (!profile) return problem(404, `Profile ${context.params.profileId} is not attached to kiosk ${kiosk.id}`);
    return answer(profile);
  });
}

const language = (context: RouteContext) => toLanguageCode(context.url.searchParams.get('twoLetterLanguageIsoCode'));

/** Profile calls of core spec §7 ("Profiles" in site-operations spec §7). */
export const profileRoutes = [
  defineRoute({
    call: 'profile.get',
    method: 'get',
    path: '/profiles/:profileId',
    handle: (c) => onProfile(c, (profile) => HttpResponse.json({ ...profileView(profile, language(c), c.origin), ...c.site.profilePatch(profile.id) })),
  }),
  defineRoute({
    call: 'profile.localizationResources',
    method: 'get',
    path: '/profile/:profileId/LocalizationResources',
    handle: (c) =>
      onProfile(c, (profile) => {
        const texts = PROFILE_TEXTS[profile.key];
        const lang = language(c);
        const own = PROFILE_LOCALIZATION[profile.key]?.[lang] ?? {};
        return HttpResponse.json({ ...own, profile: { name: texts.name[lang], description: texts.description[lang] } });
      }),
  }),
  defineRoute({
    call: 'profile.questionary',
    method: 'get',
    path: '/profiles/:profileId/questionary',
    handle: (c) => onProfile(c, (profile) => HttpResponse.json(questionaryOf(profile, language(c)))),
  }),
];

import { HttpResponse } from 'msw';
import {
  categoriesOf,
  categoryQuestionaryOf,
  FAILING_CATEGORY_ID,
  FAILING_IDENTIFICATIONS,
  identificationTypeOf,
  isCategoryOf,
  KNOWN_ASSETS,
  localizationResourcesOf,
  transactionTypesOf,
} from '../data/assets.ts';
import { toLanguageCode } from '../data/languages.ts';
import { defineRoute, problem, toInt, type RouteContext } from './route.ts';
import { assetUrl } from './views.ts';

/** The profile of the `profileId` query parameter, when the site has it. */
function onProfile(c: RouteContext, answer: (profileId: number) => Response): Response {
  const profileId = toInt(c.url.searchParams.get('profileId'));
  if (profileId === undefined) return problem(400, 'The profileId query parameter is missing');
  if (!c.site.profile(profileId)) return problem(404, `No profile ${profileId}`);
  return answer(profileId);
}

/**
 * Asset registration (site-operations spec §2, §4 "Asset registration", §7 prefix
 * /api/assetregistration). Profiles, texts, categories and known assets: data/assets.ts. A profile
 * without asset registration answers no transaction types, no categories and no texts of its own.
 */
export const assetRegistrationRoutes = [
  defineRoute({
    call: 'assetRegistration.localizationResources',
    method: 'get',
    path: '/assetregistration/localizationresources',
    malformed: { assetRegistration: 'not a namespace' },
    handle: (c) =>
      onProfile(c, (profileId) => HttpResponse.json(localizationResourcesOf(profileId, toLanguageCode(c.url.searchParams.get('twoLetterLanguageIsoCode'))))),
  }),
  defineRoute({
    call: 'assetRegistration.transactionTypes',
    method: 'get',
    path: '/assetregistration/transactiontypes',
    malformed: [{ transactionType: 3, name: 'not a flag' }],
    handle: (c) => onProfile(c, (profileId) => HttpResponse.json(transactionTypesOf(profileId, toLanguageCode(c.url.searchParams.get('language'))))),
  }),
  defineRoute({
    call: 'assetRegistration.categories',
    method: 'get',
    path: '/assetregistration/assetcategories',
    malformed: [{ id: 'cat-x' }],
    handle: (c) =>
      onProfile(c, (profileId) =>
        HttpResponse.json(categoriesOf(profileId, toLanguageCode(c.url.searchParams.get('language')), (image) => assetUrl(c.origin, image))),
      ),
  }),
  defineRoute({
    call: 'assetRegistration.categoryQuestionary',
    method: 'get',
    path: '/assetregistration/assetCategory/:categoryId/questionary',
    malformed: [{ id: 42 }],
    handle: (c) =>
      onProfile(c, (profileId) => {
        const categoryId = c.params.categoryId ?? '';
        if (categoryId === FAILING_CATEGORY_ID) return problem(500, 'The questionary service did not answer');
        const nodes = isCategoryOf(profileId, categoryId)
          ? categoryQuestionaryOf(categoryId, toLanguageCode(c.url.searchParams.get('twoLetterLanguageIsoCode')))
          : undefined;
        return nodes ? HttpResponse.json(nodes) : problem(404, `No asset category ${categoryId} for profile ${profileId}`);
      }),
  }),
  defineRoute({
    call: 'assetRegistration.validateAutomaticApproval',
    method: 'get',
    path: '/assetregistration/assetCategory/:categoryId/validateAutomaticApproval',
    malformed: { assetId: 'asset-x' },
    handle: (c) => {
      const categoryId = c.params.categoryId ?? '';
      const fieldDefinitionId = c.url.searchParams.get('fieldDefinitionId');
      const value = c.url.searchParams.get('value') ?? '';
      if (!fieldDefinitionId) return problem(400, 'The fieldDefinitionId query parameter is missing');
      if (FAILING_IDENTIFICATIONS.includes(value)) return problem(500, 'The asset register did not answer');
      const known = KNOWN_ASSETS[categoryId]?.[value];
      if (!known) return problem(404, `No asset "${value}" in category ${categoryId}`);
      return HttpResponse.json({
        assetId: known.assetId,
        assetCategoryId: categoryId,
        name: known.name,
        fieldValues: [{ fieldDefinitionId, questionaryItemType: identificationTypeOf(categoryId) ?? null, values: [value] }],
        assetIdentificationFieldDefinitionId: fieldDefinitionId,
      });
    },
  }),
];

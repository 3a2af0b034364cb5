import { describe, expect, it } from 'vitest';
import { Asset, RegistrationAsset } from './assetRegistration.ts';

describe('asset field values (site-operations §3 Asset fieldValues: questionId, questionaryItemType, values)', () => {
  it("reads the site's questionaryItemType, null when it gives none", () => {
    const asset = Asset.parse({
      assetId: 'a1',
      assetCategoryId: 'cat',
      assetIdentificationFieldDefinitionId: 'f1',
      fieldValues: [{ fieldDefinitionId: 'f1', questionaryItemType: 21, values: ['1-ABC'] }, { fieldDefinitionId: 'f2' }],
    });
    expect(asset.fieldValues).toEqual([
      { fieldDefinitionId: 'f1', questionaryItemType: 21, values: ['1-ABC'] },
      { fieldDefinitionId: 'f2', questionaryItemType: null, values: [] },
    ]);
  });

  it('refuses a registration asset whose field value lacks its question id or type', () => {
    const asset = {
      id: null,
      assetId: null,
      assetCategoryId: 'cat',
      assetIdentificationFieldDefinitionId: 'f1',
      identificationAnswer: '1-ABC',
      fieldValues: [{ questionId: 'f1', fieldDefinitionId: 'f1', questionaryItemType: 21, values: ['1-ABC'] }],
    };
    expect(RegistrationAsset.safeParse(asset).success).toBe(true);
    expect(RegistrationAsset.safeParse({ ...asset, fieldValues: [{ fieldDefinitionId: 'f1', values: ['1-ABC'] }] }).success).toBe(false);
  });
});

// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegistrationAsset } from '../../src/api/schemas/assetRegistration.ts';
import { platformSuite } from './harness.tsx';

/**
 * Asset registration in the whole kiosk (site-operations §2 "Asset registration", §3 Asset and
 * transaction type flags, §4 "Completion attaches the asset (or none) and the transaction type to
 * the visitor", §5 asset identification field, §7 validateAutomaticApproval): what the simulated
 * site receives, through the golden-path fixtures.
 */
const { sim, open } = platformSuite();

const lastRegistration = () => {
  const visitors = sim.site.visitors();
  return visitors[visitors.length - 1]?.registration;
};

describe('completion attaches the transaction type and the asset to the registration (§4)', () => {
  it('a known trailer for live loading: TransactionType.LiveLoading (1) and the site’s asset', async () => {
    sim.fresh();
    const k = open({ fixture: 'asset-live-loading' });
    await k.reach('result');
    expect(lastRegistration()?.transactionType).toBe(1);
    // site-operations §3 Asset "id and fieldValues (questionId, questionaryItemType, values)": a licence plate is field type 21 (core §3)
    expect(lastRegistration()?.asset).toEqual({
      id: 'asset-2001',
      assetId: 'asset-2001',
      assetCategoryId: 'cat-trailer',
      name: 'Trailer TRL-4471',
      fieldValues: [{ questionId: 'af-trailer-plate', fieldDefinitionId: 'af-trailer-plate', questionaryItemType: 21, values: ['TRL4471'] }],
      assetIdentificationFieldDefinitionId: 'af-trailer-plate',
      identificationAnswer: 'TRL4471',
    });
    expect(RegistrationAsset.safeParse(lastRegistration()?.asset).success).toBe(true);
    expect(k.text()).toContain('Loading bay 3');
  });

  it('an unknown container (404): a local asset without assetId, with the identification as its field value', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'asset-unknown' });
    await k.reach('result');
    const lookups = site.requests.filter((r) => r.call === 'assetRegistration.validateAutomaticApproval');
    expect(lookups).toHaveLength(1);
    expect(new URL(lookups[0]?.url ?? '').searchParams.get('fieldDefinitionId')).toBe('af-container-number');
    expect(lastRegistration()?.transactionType).toBe(2);
    // the kiosk's own field type of the identification (its answer's fieldDefinitionType): a container number is a TextField, 3
    expect(lastRegistration()?.asset).toEqual({
      id: null,
      assetId: null,
      assetCategoryId: 'cat-container',
      name: null,
      fieldValues: [{ questionId: 'af-container-number', fieldDefinitionId: 'af-container-number', questionaryItemType: 3, values: ['ABCU0000001'] }],
      assetIdentificationFieldDefinitionId: 'af-container-number',
      identificationAnswer: 'ABCU0000001',
    });
    expect(RegistrationAsset.safeParse(lastRegistration()?.asset).success).toBe(true);
  });

  it('a drop-off registers its transaction type and no asset, without asking for one', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'asset-drop-off' });
    await k.reach('result');
    expect(lastRegistration()?.transactionType).toBe(8);
    expect(lastRegistration()?.asset).toBeNull();
    expect(site.requests.some((r) => r.call === 'assetRegistration.categories')).toBe(false);
  });

  it('a profile without transaction types registers TransactionType.None (0) and no asset', async () => {
    sim.fresh();
    const k = open({ fixture: 'visitor-dutch' });
    await k.reach('waitingForApproval');
    expect(lastRegistration()?.transactionType).toBe(0);
    expect(lastRegistration()?.asset).toBeNull();
  });
});

describe('the identification field (§4, §5)', () => {
  it('shows no error before the first edit, then validates on change', async () => {
    sim.fresh();
    const k = open({ fixture: 'asset-invalid-identification' });
    await k.reach('identification');
    expect(k.has('[role="alert"]')).toBe(false);
    await k.fill('answer', 'MSCU123');
    expect(k.container.querySelector('[role="alert"]')?.textContent).toBe('Please enter exactly 11 characters');
    await k.fill('answer', 'MSCU1234565');
    expect(k.has('[role="alert"]')).toBe(false);
  });

  it('submits on Enter', async () => {
    sim.fresh();
    const k = open({ fixture: 'asset-single-type-known' });
    await k.reach('identification');
    await k.fill('answer', 'MSCU1234565');
    const input = k.container.querySelector('[data-action="answer"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await k.waitFor('result');
    expect(lastRegistration()?.asset).toMatchObject({ assetId: 'asset-1001' });
  });

  it('a failing check keeps the visitor on the field with the error; nothing typed is lost', async () => {
    sim.fresh();
    const k = open({ fixture: 'asset-invalid-identification' });
    await k.reach({ leaving: { mark: 'failing-check' } });
    await k.waitFor('identification');
    expect(k.container.querySelector('[role="alert"]')?.textContent).toBe('The unit could not be checked. Please try again.');
    expect((k.container.querySelector('[data-action="answer"]') as HTMLInputElement).value).toBe('TCLU7654321');
  });
});

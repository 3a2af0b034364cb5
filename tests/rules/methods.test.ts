import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { evaluate } from '../../src/engine/logic.ts';
import { testRegistry } from '../engine/helpers.ts';

/**
 * The authentication-method flags of core §3 (None 0, Pincode 1, Badge 2, DisplayName 4) as the
 * method choice reads them (flows/parts/methodChoice.part.json in checkout and weighing): from the
 * flags the spec names, checkoutConfiguration pincodeEnabled, badgeScanEnabled, displayNameEnabled
 * (core §3) and weighingConfiguration isPincodeEnabled, isBadgeScanEnabled, isDisplayNameEnabled
 * (site-operations §3).
 */
const rulesFiles = ['rules/names.rules.json', 'rules/checkout.rules.json', 'rules/weighing.rules.json'].map((file) => ({
  file,
  data: JSON.parse(readFileSync(file, 'utf8')),
}));
const { program } = compile({ flows: [], rules: rulesFiles, registry: testRegistry([], []) });
const rule = (name: string, kiosk: object) => evaluate(program.rules[name], { kiosk } as Record<string, unknown>);

const checkout = (pincodeEnabled: boolean, badgeScanEnabled: boolean, displayNameEnabled: boolean, numberOfCheckoutMethodsEnabled: number) => ({
  checkoutConfiguration: { pincodeEnabled, badgeScanEnabled, displayNameEnabled, numberOfCheckoutMethodsEnabled },
});
const weighing = (isPincodeEnabled: boolean, isBadgeScanEnabled: boolean, isDisplayNameEnabled: boolean) => ({
  weighingConfiguration: { isPincodeEnabled, isBadgeScanEnabled, isDisplayNameEnabled },
});

describe('checkout methods (core §2 "Checkout options", §3, §4 "Checkout")', () => {
  it('are the flags of the enabled methods: Pincode 1, Badge 2, DisplayName 4', () => {
    expect(rule('checkoutMethods', checkout(true, false, false, 1))).toBe(1);
    expect(rule('checkoutMethods', checkout(false, true, true, 2))).toBe(6);
    expect(rule('checkoutMethods', checkout(true, true, true, 3))).toBe(7);
    expect(rule('checkoutMethods', checkout(false, false, false, 0))).toBe(0);
  });
  it('go straight to the one method of a one-method kiosk, and offer the choice otherwise', () => {
    expect(rule('onlyCheckoutMethod', checkout(false, true, false, 1))).toBe('badge');
    expect(rule('onlyCheckoutMethod', checkout(false, false, true, 1))).toBe('displayname');
    expect(rule('onlyCheckoutMethod', checkout(true, true, false, 2))).toBeNull();
    expect(rule('onlyCheckoutMethod', checkout(false, false, false, 1))).toBeNull();
  });
});

describe('weighing methods (site-operations §2 "only the enabled methods", §3)', () => {
  it('are the flags of the enabled methods', () => {
    expect(rule('weighingMethods', weighing(true, true, false))).toBe(3);
    expect(rule('weighingMethods', weighing(false, false, true))).toBe(4);
  });
  it('go straight to a one-method kiosk’s method; none or several: the choice', () => {
    expect(rule('onlyWeighingMethod', weighing(true, false, false))).toBe('pincode');
    expect(rule('onlyWeighingMethod', weighing(false, true, false))).toBe('badge');
    expect(rule('onlyWeighingMethod', weighing(false, false, true))).toBe('displayname');
    expect(rule('onlyWeighingMethod', weighing(true, false, true))).toBeNull();
    expect(rule('onlyWeighingMethod', weighing(false, false, false))).toBeNull();
  });
});

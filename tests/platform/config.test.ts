import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_API_BASE, kioskIdFrom, resolveAddress, templateFrom, tenantFrom } from '../../src/app/config.ts';

/** Tenant and addresses (issue 4 §2; core spec §1, §6, §7 "Shared rules"). */
const DOMAIN = { VITE_SITE_DOMAIN: 'gatehouse.example.com' };
const at = (hostname: string, search = '?tenant=demo') => ({ hostname, search });

describe('the API base address', () => {
  it('an explicit setting wins: the URL first, then the build', () => {
    expect(
      resolveAddress(at('kiosk.gatehouse.example.com', '?tenant=demo&apiBase=https://api.test/api/'), { ...DOMAIN, VITE_API_BASE: 'https://build.test/api' }),
    ).toEqual({ apiBase: 'https://api.test/api', simulated: false, rule: 'explicit' });
    expect(resolveAddress(at('kiosk.gatehouse.example.com'), { ...DOMAIN, VITE_API_BASE: 'https://build.test/api' })).toEqual({
      apiBase: 'https://build.test/api',
      simulated: false,
      rule: 'explicit',
    });
  });

  it('derives production, the environments dbg, dev and stg, and local from the host name', () => {
    expect(resolveAddress(at('kiosk.gatehouse.example.com'), DOMAIN)).toEqual({
      apiBase: 'https://api.gatehouse.example.com/api',
      simulated: false,
      rule: 'production',
    });
    for (const env of ['dbg', 'dev', 'stg']) {
      expect(resolveAddress(at(`${env}-kiosk.gatehouse.example.com`), DOMAIN)).toEqual({
        apiBase: `https://${env}-api.gatehouse.example.com/api`,
        simulated: false,
        rule: 'environment',
      });
    }
    expect(resolveAddress(at('localhost'), DOMAIN)).toEqual({ apiBase: DEFAULT_LOCAL_API_BASE, simulated: false, rule: 'local' });
    expect(resolveAddress(at('127.0.0.1'), { ...DOMAIN, VITE_LOCAL_API_BASE: 'http://127.0.0.1:8080/api/' }).apiBase).toBe('http://127.0.0.1:8080/api');
  });

  it('is case-insensitive about host names and ignores other environments', () => {
    expect(resolveAddress(at('STG-Kiosk.Gatehouse.Example.com'), DOMAIN).rule).toBe('environment');
    expect(resolveAddress(at('qa-kiosk.gatehouse.example.com'), DOMAIN).rule).toBe('simulated');
  });

  it('runs on the simulated site when neither an explicit setting nor the host-name rule applies', () => {
    expect(resolveAddress(at('localhost'))).toEqual({ apiBase: '/api', simulated: true, rule: 'simulated' });
    expect(resolveAddress(at('kiosk.other.example'), DOMAIN)).toEqual({ apiBase: '/api', simulated: true, rule: 'simulated' });
    expect(resolveAddress(at('localhost', '?tenant=demo&apiBase=%20'))).toMatchObject({ simulated: true });
  });
});

describe('the URL', () => {
  it('reads the tenant, blank meaning none (the page then shows "Unknown tenant")', () => {
    expect(tenantFrom('?tenant=demo')).toBe('demo');
    expect(tenantFrom('?tenant=%20')).toBeNull();
    expect(tenantFrom('?kiosk=1')).toBeNull();
  });

  it('reads the kiosk id and the demonstration pages', () => {
    expect(kioskIdFrom('/12/en/profiles')).toBe(12);
    expect(kioskIdFrom('/sample/templates')).toBeNull();
    expect(templateFrom('/sample/templates')).toBe('');
    expect(templateFrom('/sample/templates/nextArrow')).toBe('nextArrow');
    expect(templateFrom('/sample/templates/popup/')).toBe('popup');
    expect(templateFrom('/sample/other')).toBeNull();
    expect(templateFrom('/1/sample/templates')).toBeNull();
  });
});

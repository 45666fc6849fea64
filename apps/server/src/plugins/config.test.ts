import { describe, expect, it } from 'vitest';
import { ConfigError, hostIsLoopback, loadConfig } from './config';

const OIDC = {
  AUTH_MODE: 'oidc',
  OIDC_ISSUER: 'https://idp.example.test/realms/corp',
  OIDC_JWKS_URL: 'https://idp.example.test/realms/corp/certs',
  OIDC_LOGIN_URL: 'https://idp.example.test/login',
  OIDC_AUDIENCE: 'prism',
};

describe('loadConfig', () => {
  it('fills defaults', () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(8080);
    expect(cfg.AUTH_MODE).toBe('embedded');
    expect(cfg.dataDir).toMatch(/data$/);
  });
  it('names the variable at fault', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*"eighty"/);
    expect(() => loadConfig({ AUTH_MODE: 'ldap' })).toThrow(/AUTH_MODE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
  it('requires the OIDC settings in OIDC mode', () => {
    expect(() => loadConfig({ AUTH_MODE: 'oidc' })).toThrow(/OIDC_ISSUER: is required when AUTH_MODE=oidc/);
    expect(loadConfig(OIDC).OIDC_AUDIENCE).toBe('prism');
  });
  it('requires an audience in OIDC mode: a token minted for another application is no Prism token', () => {
    expect(() => loadConfig({ ...OIDC, OIDC_AUDIENCE: undefined })).toThrow(
      /^Invalid configuration:\n {2}OIDC_AUDIENCE: is required when AUTH_MODE=oidc \(got null\)$/,
    );
  });
  it('refuses a provider reached over plain http, except on this machine', () => {
    expect(() => loadConfig({ ...OIDC, OIDC_JWKS_URL: 'http://idp.example.test/certs' })).toThrow(
      'OIDC_JWKS_URL: must be https; plain http is allowed only on a loopback host (got "http://idp.example.test/certs")',
    );
    expect(() => loadConfig({ ...OIDC, OIDC_ISSUER: 'http://idp.example.test' })).toThrow(
      'OIDC_ISSUER: must be https; plain http is allowed only on a loopback host (got "http://idp.example.test")',
    );
    expect(() => loadConfig({ ...OIDC, OIDC_ISSUER: 'corp-idp' })).toThrow(
      /OIDC_ISSUER: must be an https URL/,
    );
    const local = loadConfig({
      ...OIDC,
      OIDC_ISSUER: 'http://localhost:8081',
      OIDC_JWKS_URL: 'http://127.0.0.1:8081/certs',
    });
    expect(local.OIDC_JWKS_URL).toBe('http://127.0.0.1:8081/certs');
    // Only in OIDC mode: embedded sign-in never reads the provider settings.
    expect(loadConfig({ OIDC_JWKS_URL: 'http://idp.example.test/certs' }).AUTH_MODE).toBe('embedded');
  });
  it('listens on loopback only with embedded sign-in unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(OIDC).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...OIDC, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });
  it('tells loopback hosts from the others', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      'prism.localhost',
    ])
      expect(hostIsLoopback(host), host).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.5',
      'example.test',
      '127.0.0.1.example.test',
      'localhost.example.test',
    ])
      expect(hostIsLoopback(host), host).toBe(false);
  });
  it('reads the rate limits, 0 turning one off', () => {
    const cfg = loadConfig({});
    expect([cfg.RATE_LIMIT_SIGN_IN_PER_MINUTE, cfg.RATE_LIMIT_COLLECTOR_PER_MINUTE]).toEqual([60, 6000]);
    expect(loadConfig({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' }).RATE_LIMIT_SIGN_IN_PER_MINUTE).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_COLLECTOR_PER_MINUTE: '-1' })).toThrow(
      /RATE_LIMIT_COLLECTOR_PER_MINUTE/,
    );
  });
  it('resolves a relative DATA_DIR from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/prism' }).dataDir).toBe('/srv/prism/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/prism', INIT_CWD: '/srv/prism' }).dataDir).toBe('/var/lib/prism');
  });
  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });
});

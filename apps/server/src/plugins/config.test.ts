import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
  });
  it('resolves a relative DATA_DIR from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/prism' }).dataDir).toBe('/srv/prism/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/prism', INIT_CWD: '/srv/prism' }).dataDir).toBe('/var/lib/prism');
  });
  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });
});

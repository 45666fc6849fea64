import { describe, expect, it } from 'vitest';
import { accessFlags, roleCan, roleMatches } from './roles';

describe('roleMatches', () => {
  it('matches exactly, ignoring case', () => {
    expect(roleMatches(['Prism-Basic'], 'prism-basic')).toBe(true);
  });
  it('matches a held role that contains the wanted one', () => {
    expect(roleMatches(['APP-prism-basic-users'], 'prism-basic')).toBe(true);
  });
  it('does not match a held role contained in the wanted one', () => {
    expect(roleMatches(['prism'], 'prism-basic')).toBe(false);
  });
  it('does not match with no roles', () => {
    expect(roleMatches([], 'prism-basic')).toBe(false);
  });
});

describe('roleCan', () => {
  it('grants the Krypto tool to any role containing "transformer"', () => {
    expect(roleCan(['transformer-decrypt'], 'kryptoTool')).toBe(true);
    expect(roleCan(['prism-basic'], 'kryptoTool')).toBe(false);
  });
  it('keeps encrypt and decrypt apart', () => {
    expect(roleCan(['transformer_access'], 'kryptoEncrypt')).toBe(true);
    expect(roleCan(['transformer_access'], 'kryptoDecrypt')).toBe(false);
    expect(roleCan(['transformer-decrypt-bulk'], 'kryptoDecrypt')).toBe(true);
  });
  it('opens the survey tool to prism-admin or mse-user only', () => {
    expect(roleCan(['mse-user'], 'surveyTool')).toBe(true);
    expect(roleCan(['prism-admin'], 'surveyTool')).toBe(true);
    expect(roleCan(['prism-full'], 'surveyTool')).toBe(false);
  });
  it('opens voice of customer to prism-full or voc-read', () => {
    expect(roleCan(['VOC-READ'], 'voiceOfCustomer')).toBe(true);
    expect(roleCan(['prism-basic'], 'voiceOfCustomer')).toBe(false);
  });
});

describe('accessFlags', () => {
  it('is unauthenticated without a session', () => {
    expect(accessFlags(null)).toEqual({
      isAuthenticated: false,
      isAuthorized: false,
      isDocsAuthorized: false,
    });
  });
  it('authorises prism-basic and docs separately', () => {
    expect(accessFlags(['prism-basic'])).toMatchObject({ isAuthorized: true, isDocsAuthorized: false });
    expect(accessFlags(['prism-docs'])).toMatchObject({ isAuthorized: false, isDocsAuthorized: true });
    expect(accessFlags([])).toMatchObject({ isAuthenticated: true, isAuthorized: false });
  });
});

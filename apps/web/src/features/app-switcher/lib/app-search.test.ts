import { describe, expect, it } from 'vitest';
import { appSearchCreate } from './app-search';

const APPS = [
  { id: 'OneApp@Roku', aliases: ['TV app Roku'] },
  { id: 'MSA@Web', aliases: ['My Account web', 'consumer self-service web'] },
  { id: 'PayNow@Web', aliases: ['Quick pay', 'bill pay'] },
  { id: 'TechMobile@Android', aliases: ['Mobile technician', 'field tech app'] },
];

describe('appSearchCreate', () => {
  const search = appSearchCreate(APPS);

  it('finds nothing until three characters are typed', () => {
    expect(search('')).toEqual([]);
    expect(search('pa')).toEqual([]);
    expect(search(' Ms ')).toEqual([]);
    expect(search('pay').length).toBeGreaterThan(0);
  });

  it('matches application ids, ignoring case and small typos', () => {
    expect(search('oneapp')[0]?.id).toBe('OneApp@Roku');
    expect(search('TechMobil')[0]?.id).toBe('TechMobile@Android');
    expect(search('Onaepp')[0]?.id).toBe('OneApp@Roku');
  });

  it('matches aliases', () => {
    expect(search('My Account')[0]?.id).toBe('MSA@Web');
    expect(search('technician')[0]?.id).toBe('TechMobile@Android');
    expect(search('bill pay')[0]?.id).toBe('PayNow@Web');
  });

  it('finds nothing for text unlike any id or alias', () => {
    expect(search('zzzzqqq')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { respondentDevice, respondentLanguage, respondentOf } from './survey-respondent';
import { attachmentDisposition, surveyUploadFile, uploadFileName } from './survey-upload-files';

/** What a response keeps of its respondent, and the upload names and paths (issue 18). */

describe('respondentDevice', () => {
  it('tells phones, tablets and desktops apart from common user agents', () => {
    const cases: [string | undefined, string][] = [
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
        'mobile',
      ],
      ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
      ['Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'tablet'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'desktop'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
        'desktop',
      ],
      ['', 'unknown'],
      [undefined, 'unknown'],
    ];
    for (const [agent, device] of cases) expect(respondentDevice(agent), agent).toBe(device);
  });
});

describe('respondentLanguage', () => {
  it('picks the most preferred valid tag, canonical', () => {
    expect(respondentLanguage('en-us')).toBe('en-US');
    expect(respondentLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr-CH');
    expect(respondentLanguage('de;q=0.5, es-mx;q=0.9')).toBe('es-MX');
    // A tie keeps the first.
    expect(respondentLanguage('pt-br;q=0.8, it;q=0.8')).toBe('pt-BR');
  });

  it('skips wildcards, refused tags (q=0), bad q values and tags that are not languages', () => {
    expect(respondentLanguage('*')).toBeNull();
    expect(respondentLanguage('en;q=0, *;q=0.5')).toBeNull();
    expect(respondentLanguage('en;q=abc, nl;q=0.3')).toBe('nl');
    expect(respondentLanguage('<script>, 12345')).toBeNull();
    expect(respondentLanguage('x'.repeat(100))).toBeNull();
    expect(respondentLanguage(undefined)).toBeNull();
  });

  it('never keeps anything but the device and the language', () => {
    expect(respondentOf({ userAgent: 'curl/8.5', acceptLanguage: 'sv' })).toEqual({
      device: 'desktop',
      language: 'sv',
    });
  });
});

describe('upload names and paths', () => {
  it('keeps the last segment of a name, without control or reserved characters or leading dots', () => {
    expect(uploadFileName('C:\\Users\\me\\Desktop\\bill march.pdf', 'pdf')).toBe('bill march.pdf');
    expect(uploadFileName('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(uploadFileName('..hidden.png', 'png')).toBe('hidden.png');
    expect(uploadFileName('a\u0000b<c>:"d|e?*.png', 'png')).toBe('a_b_c_d_e_.png');
    expect(uploadFileName('écran été.png', 'png')).toBe('écran été.png');
    expect(uploadFileName('x'.repeat(300), 'png')).toHaveLength(200);
    expect(uploadFileName('../', 'jpeg')).toBe('upload.jpg');
  });

  it('gives the download an ASCII name and the UTF-8 one', () => {
    expect(attachmentDisposition('écran "1".png')).toBe(
      `attachment; filename="_cran _1_.png"; filename*=UTF-8''%C3%A9cran%20%221%22.png`,
    );
  });

  it('maps only upload ids to files under DATA_DIR/survey-uploads', () => {
    expect(surveyUploadFile('/data', '0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '/data/survey-uploads/0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    for (const id of ['../keys/krypto-key', '..', '', 'abc', '0F8FAD5B-D9CB-469F-A165-70867728950E']) {
      expect(surveyUploadFile('/data', id), id).toBeNull();
    }
  });
});

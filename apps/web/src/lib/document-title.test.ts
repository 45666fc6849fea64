import { describe, expect, it } from 'vitest';
import { documentTitleFormat } from './document-title';

describe('documentTitleFormat', () => {
  it("reads 'page title | page type | Prism | entity'", () => {
    expect(documentTitleFormat({ page: 'Overview', type: 'Applications', entity: 'myaccount@Web' })).toBe(
      'Overview | Applications | Prism | myaccount@Web',
    );
  });
  it('leaves out the entity of pages that have none', () => {
    expect(documentTitleFormat({ page: 'Home' })).toBe('Home | Other | Prism');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import bestPractices from '../../../../../../../docs/machine-learning-best-practices.md?raw';
import { BestPracticesArticle, headingSlug, markdownSections } from './best-practices-article';

describe('the Machine Learning Best Practices page', () => {
  it('renders the repository’s document with a contents list linking its sections', () => {
    render(<BestPracticesArticle markdown={bestPractices} />);
    // The page's own heading names it: the document's title is not repeated.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      markdownSections(bestPractices).map((s) => s.title),
    );
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveRole('heading');
    }
    expect(screen.getByRole('heading', { name: 'What the figures mean' })).toBeInTheDocument();
  });

  it('renders tables, code and lists of GitHub-flavoured markdown', () => {
    render(
      <BestPracticesArticle
        markdown={
          '# T\n\n## Figures\n\n| figure | meaning |\n|---|---|\n| F1 | balance |\n\n- `value,category`\n'
        }
      />,
    );
    expect(screen.getByRole('table')).toHaveTextContent('F1balance');
    const code = screen.getByText('value,category');
    expect(code.tagName).toBe('CODE');
    expect(code.closest('li')?.closest('article')).not.toBeNull();
  });

  it('links headings by their plain text', () => {
    expect(headingSlug('The confidence threshold and "needs review"')).toBe(
      'the-confidence-threshold-and-needs-review',
    );
    expect(markdownSections('## **Bold** `code`\ntext\n### Not listed')).toEqual([
      { id: 'bold-code', title: 'Bold code' },
    ]);
  });
});

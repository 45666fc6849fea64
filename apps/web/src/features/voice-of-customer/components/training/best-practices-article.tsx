import { useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './best-practices-article.module.css';

/** The id a heading's text is linked by: 'What the figures mean' → 'what-the-figures-mean'. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The text of a heading line without its inline marks (`**`, `_`, backticks). */
function plainOf(markdown: string): string {
  return markdown.replace(/[*_`]/g, '').trim();
}

/** The second-level headings of a markdown text, in order, for the table of contents. */
export function markdownSections(markdown: string): { id: string; title: string }[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((match) => {
    const title = plainOf(match[1]!);
    return { id: headingSlug(title), title };
  });
}

/** The text React renders for a heading's children (strings, numbers and nested elements). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return '';
}

const COMPONENTS: Components = {
  h2: ({ children }) => <h2 id={headingSlug(textOf(children))}>{children}</h2>,
  h3: ({ children }) => <h3 id={headingSlug(textOf(children))}>{children}</h3>,
  table: ({ children }) => (
    <div className={styles.tableScroll}>
      <table>{children}</table>
    </div>
  ),
};

export interface BestPracticesArticleProps {
  /** The page's markdown (docs/machine-learning-best-practices.md); its own `#` title is left out. */
  markdown: string;
}

/**
 * The Machine Learning Best Practices page: the repository's document rendered for reading, with
 * a table of contents of its sections beside it (above it on narrower windows).
 */
export function BestPracticesArticle({ markdown }: BestPracticesArticleProps) {
  // The page's heading already names it.
  const body = useMemo(() => markdown.replace(/^# .+\n+/, ''), [markdown]);
  const sections = useMemo(() => markdownSections(body), [body]);
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label="On this page">
        <h2 className={styles.tocTitle}>On this page</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.article}>
        <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
          {body}
        </Markdown>
      </article>
    </div>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './public-app';
import { publicThemeFollow } from './public-theme';

/** Renders the respondents' app into the page (main.tsx loads this chunk for the public paths only). */
export function publicAppStart(root: HTMLElement): void {
  publicThemeFollow();
  createRoot(root).render(
    <StrictMode>
      <PublicApp />
    </StrictMode>,
  );
}

import { useState } from 'react';
import styles from './dev-banner.module.css';

/** Spec 000 section 5: banner text is cut at 120 characters. */
export const BANNER_TEXT_MAX = 120;

/** The banner's text, cut to {@link BANNER_TEXT_MAX} characters with an ellipsis when longer. */
export function bannerTextCut(text: string): string {
  const chars = [...text];
  return chars.length > BANNER_TEXT_MAX ? `${chars.slice(0, BANNER_TEXT_MAX).join('').trimEnd()}…` : text;
}

const CLOSED_KEY = 'prism.devBanner.closed';

function closedText(): string | null {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}

export interface DevBannerProps {
  text: string;
  productionUrl: string;
}

/**
 * The optional 'Currently in Development' banner (spec 000 section 2): the configured text, a
 * Production link and a close button. Closing holds for the browser tab until the text changes.
 */
export function DevBanner({ text, productionUrl }: DevBannerProps) {
  const [closed, setClosed] = useState(() => closedText() === text);
  if (closed) return null;
  const shown = bannerTextCut(text);
  return (
    <div className={styles.banner} role="region" aria-label="Currently in Development">
      <strong className={styles.title}>Currently in Development</strong>
      <span className={styles.text} title={shown === text ? undefined : text}>
        {shown}
      </span>
      <a className={styles.production} href={productionUrl}>
        Production
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label="Close the development banner"
        onClick={() => {
          try {
            window.sessionStorage.setItem(CLOSED_KEY, text);
          } catch {
            // Storage may be unavailable (private mode); the banner then closes for this page only.
          }
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

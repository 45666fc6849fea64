import styles from './logo.module.css';

/** The Prism mark: a prism splitting a beam of light. Decorative; the word beside it names it. */
export function LogoMark({ size = 24 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M3 19.5 13.2 16.6" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" opacity="0.9" />
      <path
        d="M16 6.5 25.5 24.5H6.5z"
        fill="#fff"
        fillOpacity="0.14"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M19.5 15.6 29 11.5" stroke="#fca5a5" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M19.9 16.8H29" stroke="#fde68a" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M20.3 18 29 22" stroke="#93c5fd" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The mark and the word; `wordClassName` lets a narrow top bar hide the word (the link keeps its name). */
export function Logo({ wordClassName }: { wordClassName?: string } = {}) {
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={wordClassName ? `${styles.word} ${wordClassName}` : styles.word}>Prism</span>
    </span>
  );
}

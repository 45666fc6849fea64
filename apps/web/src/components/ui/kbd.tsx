import styles from './kbd.module.css';

export interface KbdProps {
  /** The key as shown ('?', '1', 'j'). */
  children: string;
  /** `small` inside a small label (the categorize page's suggestion chips). */
  size?: 'normal' | 'small';
  /** Hidden from screen readers where the control names its shortcut otherwise. */
  'aria-hidden'?: boolean;
}

/** A key of a keyboard shortcut, drawn as a key cap. */
export function Kbd({ children, size = 'normal', ...rest }: KbdProps) {
  return (
    <kbd
      className={size === 'small' ? `${styles.kbd} ${styles.small}` : styles.kbd}
      aria-hidden={rest['aria-hidden']}
    >
      {children}
    </kbd>
  );
}

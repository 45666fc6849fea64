import styles from './avatar.module.css';

export interface AvatarProps {
  initials: string;
  /** Who the avatar stands for, for screen readers and the tooltip. */
  name: string;
  size?: 'small' | 'large';
  color?: string;
  /** A photo (data URL) shown instead of the initials. */
  photo?: string;
}

export function Avatar({ initials, name, size = 'small', color, photo }: AvatarProps) {
  return (
    <span
      className={`${styles.avatar} ${size === 'large' ? styles.large : styles.small}`}
      style={color && !photo ? { backgroundColor: color } : undefined}
      role="img"
      aria-label={name}
      title={name}
    >
      {photo ? (
        <img className={styles.photo} src={photo} alt="" />
      ) : (
        // Three initials need a smaller font to fit the circle (spec 000 section 9).
        <span className={initials.length > 2 ? styles.narrow : undefined} aria-hidden="true">
          {initials}
        </span>
      )}
    </span>
  );
}

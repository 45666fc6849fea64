import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

/** `danger` is the confirming button of an action that destroys data (a delete, a discard). */
export type ButtonVariant = 'primary' | 'secondary' | 'borderless' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'regular' | 'small';
  /** The button element, for a caller that moves focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/** The button look, also for links that act as buttons (`<Link className={buttonClassName()}>`). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonProps['size'] = 'regular',
): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'regular',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName(variant, size), className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

import { useEffect, useRef } from 'react';

/**
 * Single-key shortcuts of the work-queue pages (Voice of Customer triage, the survey tool's
 * categorize page): they stay out of the way where the user types, with a modifier held, and inside
 * a dialog.
 */

/** True while the user types: in a text field, a select, or editable content. */
export function keyboardIsTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
}

/** True when a key press may run a page's shortcut: no modifier, not typing, not in a dialog. */
export function keyboardShortcutAllowed(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (keyboardIsTyping(event.target)) return false;
  // A dialog (the help, a confirmation) has the keyboard while it is open.
  return !(event.target instanceof HTMLElement && event.target.closest('[role="dialog"]'));
}

/**
 * Runs `onCommand` with the command `commandOf` reads from each key press on the page, if any.
 * The key's default is prevented (a key that moves focus into a field must not be typed there).
 * The latest `commandOf` and `onCommand` are used, so they need not be stable.
 */
export function useKeyboardCommands<C>(
  commandOf: (event: KeyboardEvent) => C | undefined,
  onCommand: (command: C) => void,
  enabled: boolean,
): void {
  const latest = useRef({ commandOf, onCommand });
  useEffect(() => {
    latest.current = { commandOf, onCommand };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = latest.current.commandOf(event);
      if (command === undefined) return;
      event.preventDefault();
      latest.current.onCommand(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

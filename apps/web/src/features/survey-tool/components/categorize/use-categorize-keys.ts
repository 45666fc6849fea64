import { keyboardShortcutAllowed, useKeyboardCommands } from '../../../../lib/keyboard';

/**
 * The categorize page's keyboard: a queue of responses is worked through without the mouse. One
 * table names every key, so the handler and the 'Keyboard shortcuts' help cannot disagree.
 */

export type CategorizeCommand =
  'next' | 'previous' | 'suggestion1' | 'suggestion2' | 'suggestion3' | 'picker' | 'help';

export interface CategorizeShortcut {
  command: CategorizeCommand;
  /** `KeyboardEvent.key` values that run it. */
  keys: readonly string[];
  /** The keys as the help shows them. */
  shown: readonly string[];
  what: string;
}

export const CATEGORIZE_SHORTCUTS: readonly CategorizeShortcut[] = [
  { command: 'next', keys: ['j'], shown: ['j'], what: 'Next response' },
  { command: 'previous', keys: ['k'], shown: ['k'], what: 'Previous response' },
  { command: 'suggestion1', keys: ['1'], shown: ['1'], what: "Apply the response's first suggestion" },
  { command: 'suggestion2', keys: ['2'], shown: ['2'], what: "Apply the response's second suggestion" },
  { command: 'suggestion3', keys: ['3'], shown: ['3'], what: "Apply the response's third suggestion" },
  {
    command: 'picker',
    keys: ['c'],
    shown: ['c'],
    what: 'Search the categories to add one (Escape leaves the picker)',
  },
  { command: 'help', keys: ['?'], shown: ['?'], what: 'Show these shortcuts (Escape closes them)' },
];

const SHORTCUT_OF_KEY = new Map(
  CATEGORIZE_SHORTCUTS.flatMap((shortcut) => shortcut.keys.map((key) => [key, shortcut] as const)),
);

/** The command a key press stands for, or undefined (typing, a modifier, a dialog, another key). */
export function categorizeCommandOf(event: KeyboardEvent): CategorizeCommand | undefined {
  return keyboardShortcutAllowed(event) ? SHORTCUT_OF_KEY.get(event.key)?.command : undefined;
}

/** Runs `onCommand` for the page's shortcuts, anywhere on the page but where the user types. */
export function useCategorizeKeys(onCommand: (command: CategorizeCommand) => void, enabled: boolean): void {
  useKeyboardCommands(categorizeCommandOf, onCommand, enabled);
}

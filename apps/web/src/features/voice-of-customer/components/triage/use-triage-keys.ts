import { keyboardShortcutAllowed, useKeyboardCommands } from '../../../../lib/keyboard';

/**
 * The triage page's keyboard (issue 17 item 3): an analyst clears a queue without the mouse. One
 * table names every key, so the handler and the 'Keyboard shortcuts' help cannot disagree.
 */

export type TriageCommand =
  | 'next'
  | 'previous'
  | 'review'
  | 'flag'
  | 'hide'
  | 'retrain'
  | 'notes'
  | 'categories'
  | 'suggestion1'
  | 'suggestion2'
  | 'suggestion3'
  | 'help';

export interface TriageShortcut {
  command: TriageCommand;
  /** `KeyboardEvent.key` values that run it. */
  keys: readonly string[];
  /** The keys as the help shows them. */
  shown: readonly string[];
  what: string;
  /** Changes the item: not offered to readers. */
  writes: boolean;
}

export const TRIAGE_SHORTCUTS: readonly TriageShortcut[] = [
  { command: 'next', keys: ['j', 'ArrowRight'], shown: ['j', '→'], what: 'Next item', writes: false },
  { command: 'previous', keys: ['k', 'ArrowLeft'], shown: ['k', '←'], what: 'Previous item', writes: false },
  {
    command: 'review',
    keys: ['r'],
    shown: ['r'],
    what: 'Mark reviewed and move to the next item',
    writes: true,
  },
  { command: 'flag', keys: ['f'], shown: ['f'], what: 'Flag or unflag', writes: true },
  { command: 'hide', keys: ['h'], shown: ['h'], what: 'Hide or unhide', writes: true },
  { command: 'retrain', keys: ['t'], shown: ['t'], what: 'Use for retraining, or not', writes: true },
  { command: 'notes', keys: ['n'], shown: ['n'], what: 'Write a note (Ctrl/⌘ + Enter saves)', writes: true },
  {
    command: 'categories',
    keys: ['c'],
    shown: ['c'],
    what: 'Search the categories (Escape leaves the picker)',
    writes: true,
  },
  {
    command: 'suggestion1',
    keys: ['1'],
    shown: ['1'],
    what: "Apply the model's first suggestion",
    writes: true,
  },
  {
    command: 'suggestion2',
    keys: ['2'],
    shown: ['2'],
    what: "Apply the model's second suggestion",
    writes: true,
  },
  {
    command: 'suggestion3',
    keys: ['3'],
    shown: ['3'],
    what: "Apply the model's third suggestion",
    writes: true,
  },
  {
    command: 'help',
    keys: ['?'],
    shown: ['?'],
    what: 'Show these shortcuts (Escape closes them)',
    writes: false,
  },
];

const COMMAND_OF_KEY = new Map(
  TRIAGE_SHORTCUTS.flatMap((shortcut) => shortcut.keys.map((key) => [key, shortcut] as const)),
);

/** The command a key press stands for, or undefined (typing, a modifier, a dialog, another key). */
export function triageCommandOf(event: KeyboardEvent, canWrite: boolean): TriageCommand | undefined {
  if (!keyboardShortcutAllowed(event)) return undefined;
  const shortcut = COMMAND_OF_KEY.get(event.key);
  if (!shortcut || (shortcut.writes && !canWrite)) return undefined;
  return shortcut.command;
}

/**
 * Runs `onCommand` for the page's shortcuts, anywhere on the page but where the user types ('n'
 * and 'c' move focus into a field: the letter is not typed there).
 */
export function useTriageKeys(onCommand: (command: TriageCommand) => void, canWrite: boolean): void {
  useKeyboardCommands((event) => triageCommandOf(event, canWrite), onCommand, true);
}

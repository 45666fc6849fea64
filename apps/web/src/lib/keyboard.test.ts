import { describe, expect, it } from 'vitest';
import { keyboardIsTyping, keyboardShortcutAllowed } from './keyboard';

const press = (key: string, target: HTMLElement, init: KeyboardEventInit = {}) => {
  let event!: KeyboardEvent;
  target.addEventListener('keydown', (seen) => (event = seen), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  return event;
};

describe('single-key shortcuts', () => {
  it('count text fields, selects and editable content as typing, not checkboxes or buttons', () => {
    const text = document.createElement('input');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    expect(keyboardIsTyping(text)).toBe(true);
    expect(keyboardIsTyping(document.createElement('textarea'))).toBe(true);
    expect(keyboardIsTyping(document.createElement('select'))).toBe(true);
    expect(keyboardIsTyping(box)).toBe(false);
    expect(keyboardIsTyping(document.createElement('button'))).toBe(false);
    expect(keyboardIsTyping(null)).toBe(false);
  });

  it('run on the page, not with a modifier, while typing or inside a dialog', () => {
    const page = document.body.appendChild(document.createElement('div'));
    const field = page.appendChild(document.createElement('input'));
    const dialog = page.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const inDialog = dialog.appendChild(document.createElement('button'));
    expect(keyboardShortcutAllowed(press('j', page))).toBe(true);
    expect(keyboardShortcutAllowed(press('j', page, { ctrlKey: true }))).toBe(false);
    expect(keyboardShortcutAllowed(press('j', field))).toBe(false);
    expect(keyboardShortcutAllowed(press('j', inDialog))).toBe(false);
    page.remove();
  });
});

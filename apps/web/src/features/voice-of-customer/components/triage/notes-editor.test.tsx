import { VOC_MSG } from '@prism/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotesEditor } from './notes-editor';

const box = () => screen.getByRole('textbox', { name: 'Note' });

describe('NotesEditor', () => {
  it('saves only when the text differs from the stored note', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <>
        <NotesEditor note="Called back" canWrite onSave={onSave} />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.click(box());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSave).not.toHaveBeenCalled();

    // Typed and typed back: the same text, nothing to save.
    await user.type(box(), '!');
    await user.type(box(), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.type(box(), ' on Monday');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('Called back on Monday');
  });

  it('saves on Ctrl+Enter and on Save, once', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(<NotesEditor note={null} canWrite onSave={onSave} />);
    await user.type(box(), 'Refund promised');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).toHaveBeenCalledWith('Refund promised');
    // The stored note is now the text: Save has nothing left to do.
    rerender(<NotesEditor note="Refund promised" canWrite onSave={onSave} />);
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();

    await user.type(box(), ' by mail');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave).toHaveBeenLastCalledWith('Refund promised by mail');
  });

  it("shows the spec's error component with the server's reason and keeps the typed text", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error('You need write permission on DigitalSurvey@Web'));
    render(<NotesEditor note="" canWrite onSave={onSave} />);
    await user.type(box(), 'Escalated to billing');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VOC_MSG.editNotesError);
    expect(alert).toHaveTextContent('You need write permission on DigitalSurvey@Web');
    expect(box()).toHaveValue('Escalated to billing');
  });

  it('is read-only for a reader', () => {
    render(<NotesEditor note="Called back" canWrite={false} onSave={vi.fn()} />);
    expect(box()).toHaveAttribute('readonly');
    expect(box()).toHaveValue('Called back');
    expect(screen.queryByRole('button', { name: 'Save note' })).toBeNull();
  });
});

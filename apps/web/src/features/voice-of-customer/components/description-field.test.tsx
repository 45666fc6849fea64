import { CATEGORY_DESCRIPTION_MAX, VOC_MSG } from '@prism/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryForm } from './settings/category-form';
import { DescriptionField, descriptionCount } from './description-field';

function Controlled() {
  const [value, setValue] = useState('');
  return <DescriptionField value={value} onChange={setValue} />;
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: text } });

describe('the description field', () => {
  it('counts as spec 001 section 5 says: the limit when empty, what is left while typing, then exceeded', () => {
    render(<Controlled />);
    const counter = screen.getByTestId('description-counter');
    expect(counter).toHaveTextContent(VOC_MSG.descriptionLimit);
    expect(counter).toHaveTextContent('Character limit: 256');

    type('Autopay');
    expect(counter).toHaveTextContent('Character left: 249');

    type('x'.repeat(CATEGORY_DESCRIPTION_MAX));
    expect(counter).toHaveTextContent('Character left: 0');
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');

    type('x'.repeat(CATEGORY_DESCRIPTION_MAX + 4));
    expect(counter).toHaveTextContent('Exceeded the character limit');
    expect(counter).toHaveTextContent('260/256');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    // The counter is what describes the box, so a screen reader hears it too.
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      `${VOC_MSG.descriptionExceeded} 260/256`,
    );
  });

  it('says nothing is exceeded at the limit itself', () => {
    expect(descriptionCount('x'.repeat(256))).toEqual({ text: 'Character left: 0', over: null });
    expect(descriptionCount('x'.repeat(257))).toEqual({ text: VOC_MSG.descriptionExceeded, over: '257/256' });
  });

  it('keeps Save disabled while the description is over the limit', () => {
    const onSubmit = vi.fn();
    render(<CategoryForm parentOptions={[]} saving={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Create category' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Refunds' } });
    type('x'.repeat(257));
    expect(save).toBeDisabled();
    type('x'.repeat(256));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ level: 'top', name: 'Refunds', description: 'x'.repeat(256) });
  });
});

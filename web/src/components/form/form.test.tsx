import { render, screen } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField, firstError } from '.';

describe('form fields', () => {
  it('label the control and describe it with its hint and error', () => {
    render(<TextField id="title" label="Title" hint="Shown on the card." error="Please enter a title." aria-describedby="extra" />);
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'extra title-hint title-error');
    expect(input).toHaveAccessibleDescription('Shown on the card. Please enter a title.');
  });

  it('are valid and undescribed by default; invalid without a message when the form shows it elsewhere', () => {
    render(
      <>
        <TextField id="a" label="A" />
        <SelectField id="b" label="B" invalid>
          <option value="">Pick</option>
        </SelectField>
      </>,
    );
    expect(screen.getByLabelText('A')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('A')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('B')).toHaveAttribute('aria-invalid', 'true');
  });

  it('text areas and checkboxes are labelled and described the same way', () => {
    render(
      <>
        <TextAreaField id="desc" label="Description" error="Too long." />
        <CheckboxField id="top" label="Top company" hint="Shown with a badge." defaultChecked />
      </>,
    );
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Too long.');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Top company' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Top company' })).toHaveAccessibleDescription('Shown with a badge.');
  });

  it('a required field can show a * beside its label, keeping the label as its name', () => {
    render(
      <>
        <TextField id="title" label="Title" required requiredMark />
        <SelectField id="level" label="Level" required requiredMark>
          <option value="">Choose…</option>
        </SelectField>
        <TextField id="subtitle" label="Subtitle" />
      </>,
    );
    expect(screen.getAllByText('*').map((star) => star.previousElementSibling?.textContent)).toEqual(['Title', 'Level']);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Level' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Subtitle' })).not.toBeRequired();
  });

  it('submit button is busy while pending', () => {
    render(
      <SubmitButton disabled pending>
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('firstError', () => {
  type Values = { name: string; email: string };
  it('takes fields in the given order, then the form-level error', () => {
    expect(firstError<Values>({ email: { type: 'x', message: 'E' }, name: { type: 'x', message: 'N' } }, ['name', 'email'])).toEqual({
      field: 'name',
      message: 'N',
    });
    expect(firstError({ root: { type: 'x', message: 'R' } } as FieldErrors<Values>, ['name', 'email'])).toEqual({ field: 'root', message: 'R' });
    expect(firstError<Values>({}, ['name', 'email'])).toBeNull();
  });
});

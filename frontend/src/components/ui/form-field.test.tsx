import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AmountField,
  CheckBox,
  CountField,
  FormField,
  FormProblem,
  NoteField,
  PhoneField,
  RadioField,
  SelectField,
  TextAreaField,
} from './form-field';

describe('FormField', () => {
  it('when it has a hint and an error, then both describe the input and it is marked invalid', () => {
    render(<FormField id="units" label="Units" hint="Whole units" error="Units is required" showRequired />);
    const input = screen.getByLabelText(/Units/);
    expect(input).toHaveAccessibleDescription('Whole units Units is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when given a label look of its own, then the label takes it instead of the kit’s', () => {
    render(<FormField id="price" label="Price each" labelClassName="text-xs" />);
    expect(screen.getByText('Price each')).toHaveClass('text-xs');
    expect(screen.getByText('Price each')).not.toHaveClass('field-label');
  });

  it('when all is well, then nothing describes it and it is not marked invalid', () => {
    render(<FormField id="name" label="Name" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('AmountField', () => {
  it('when an amount is typed, then it reports the text as typed, from a decimal keypad with no autofill', async () => {
    const onChange = vi.fn();
    render(<AmountField id="float" label="Float" value="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Float' });
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(box, '5');
    expect(onChange).toHaveBeenCalledWith('5');
  });
});

describe('PhoneField', () => {
  it('when a number is typed, then it reports the text, from a phone keypad the browser may fill', async () => {
    const onChange = vi.fn();
    render(<PhoneField id="mobile" label="Mobile" value="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Mobile' });
    expect(box).toHaveAttribute('type', 'tel');
    expect(box).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(box, '9');
    expect(onChange).toHaveBeenCalledWith('9');
  });
});

describe('NoteField', () => {
  it('when a reason is typed, then it reports the words from a box the browser does not fill, cut at the record’s length', async () => {
    const onChange = vi.fn();
    render(<NoteField id="reason" label="Reason" maxLength={40} value="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('maxlength', '40');
    await userEvent.type(box, 'D');
    expect(onChange).toHaveBeenCalledWith('D');
  });
});

describe('CountField', () => {
  it('when rendered, then it is a number box of whole steps within its bounds', () => {
    render(<CountField id="copies" label="Copies" min={1} max={50} />);
    const box = screen.getByRole('spinbutton', { name: 'Copies' });
    expect(box).toHaveAttribute('step', '1');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('max', '50');
  });
});

describe('CheckBox', () => {
  it('when its label is clicked, then the box it names is ticked', async () => {
    render(
      <>
        <CheckBox id="trending" />
        <label htmlFor="trending">Trending</label>
      </>,
    );
    await userEvent.click(screen.getByText('Trending'));
    expect(screen.getByRole('checkbox', { name: 'Trending' })).toBeChecked();
  });
});

describe('TextAreaField', () => {
  it('when it has an error, then its label names a text box the error describes, marked invalid', () => {
    render(<TextAreaField id="notes" label="Notes" rows={3} error="Notes are too long" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Notes are too long');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SelectField', () => {
  it('when rendered, then its label names a select holding the options', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        id="reason"
        label="Reason"
        value="a"
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 'a', label: 'Received' },
          { value: 'b', label: 'Damaged' },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Damaged');
    expect(onChange).toHaveBeenCalledWith('b');
  });
});

describe('RadioField', () => {
  it('when a choice is clicked, then it reports it; its legend names the group and the error describes it', async () => {
    const onChange = vi.fn();
    render(
      <RadioField
        id="paid"
        name="paid"
        label="Paid by"
        value={undefined}
        onChange={onChange}
        error="Choose one."
        options={[
          { value: 'cash', label: 'Cash' },
          { value: 'upi', label: 'UPI' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Paid by' });
    expect(group).toHaveAccessibleDescription('Choose one.');
    await userEvent.click(screen.getByLabelText('UPI'));
    expect(onChange).toHaveBeenCalledWith('upi');
  });
});

describe('FormProblem', () => {
  it('when shown, then it is announced as an alert', () => {
    render(<FormProblem>Could not save.</FormProblem>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
  });
});

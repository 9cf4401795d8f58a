import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { EMPTY_BOOK_FORM, type BookFormValues } from '../book-form-values';
import { BookForm, type SubmitOutcome } from './book-form';

const onSubmit = vi.fn<(values: BookFormValues) => Promise<SubmitOutcome>>(async () => ({ ok: true }));

beforeEach(() => {
  onSubmit.mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const renderForm = (defaultValues: BookFormValues = EMPTY_BOOK_FORM) =>
  renderScreen(<BookForm mode="add" defaultValues={defaultValues} onSubmit={onSubmit} />);

const suggestion = () => screen.queryByText(/^Suggested from the title/);

describe('ItemTaxFields: the title’s suggestion', () => {
  it('when the title names pencils and the code and rate are blank, then the suggestion shows with its reason', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(suggestion()).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'HB Pencils (Pack of 10)');

    expect(suggestion()).toHaveTextContent('Suggested from the title: HSN 9609, Nil rated, PAC');
    expect(screen.getByText('pencils: HSN 9609, Nil from 22 Sep 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use suggestion' })).toBeInTheDocument();
  });

  it('when the owner uses the suggestion, then the code, rate and unit are filled, it goes, and each can still be changed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Title'), 'Sketch Pens, 12 Shades (Pack of 2)');
    expect(suggestion()).toHaveTextContent('HSN 9608, 18%, PAC');

    await user.click(screen.getByRole('button', { name: 'Use suggestion' }));

    expect(screen.getByLabelText('HSN code')).toHaveValue('9608');
    expect(screen.getByLabelText('HSN code')).toHaveFocus();
    expect(screen.getByLabelText('GST rate')).toHaveValue('18');
    expect(screen.getByLabelText('Unit')).toHaveValue('PAC');
    expect(suggestion()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Unit'), 'BOX');
    await user.selectOptions(screen.getByLabelText('GST rate'), '12%');
    expect(screen.getByLabelText('Unit')).toHaveValue('BOX');
    expect(screen.getByLabelText('GST rate')).toHaveValue('12');
    expect(screen.getByLabelText('HSN code')).toHaveValue('9608');
  });

  it('when the owner has typed a code or chosen a rate, then nothing is suggested', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Title'), 'Long Notebook');
    expect(suggestion()).toHaveTextContent('HSN 4820, Nil rated, NOS');

    await user.type(screen.getByLabelText('HSN code'), '4820');
    expect(suggestion()).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('HSN code'));
    await user.selectOptions(screen.getByLabelText('GST rate'), '18%');
    expect(suggestion()).not.toBeInTheDocument();
  });

  it('when the title names nothing known, then the Book category makes it a printed book and others suggest nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Title'), 'Godaan');
    expect(suggestion()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'book');
    expect(suggestion()).toHaveTextContent('HSN 4901, Nil rated, NOS');

    await user.selectOptions(screen.getByLabelText('Category'), 'box');
    expect(suggestion()).not.toBeInTheDocument();
  });

  it('when an item already has its own code and rate, then its edit form suggests nothing', () => {
    renderForm({
      ...EMPTY_BOOK_FORM,
      title: 'HB Pencils',
      category: 'penandpencil',
      hsn: '9609',
      gstRate: '0',
    });
    expect(screen.getByLabelText('HSN code')).toHaveValue('9609');
    expect(suggestion()).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Button, ButtonLink, IconButton, RefetchButton, SubmitButton } from './button';

describe('Button', () => {
  it('when busy with no busy label, then it keeps its words, its screen-reader suffix, and is marked busy', () => {
    render(
      <Button variant="danger" label="Delete" busy>
        <span className="sr-only"> Glue</span>
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete Glue' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('when idle, then it shows its label and takes presses', () => {
    render(<Button label="Save" busyLabel="Saving…" />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('when busy, then it says its busy label, is disabled and marked aria-busy', () => {
    render(<SubmitButton busy label="Save" busyLabel="Saving…" />);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('when it is a toggle, then it says whether it is pressed, and a segment shows the chosen one', () => {
    render(
      <>
        <Button variant="segment" label="All" pressed />
        <Button variant="segment" label="Low" pressed={false} />
        <Button label="Save" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveClass('bg-brand-600');
    expect(screen.getByRole('button', { name: 'Low' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Low' })).not.toHaveClass('bg-brand-600');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-pressed');
  });

  it('when it shows only an icon, then its words are its accessible name and it is a 44 px square', () => {
    render(<IconButton label="Remove Glue" icon={<span aria-hidden="true">×</span>} />);
    const button = screen.getByRole('button', { name: 'Remove Glue' });
    expect(button).toHaveClass('size-11');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('when plain, then it carries only the classes it is given', () => {
    render(<Button variant="plain" className="block w-full" label="Log out" />);
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveAttribute('class', 'block w-full');
  });

  it('when no size is named, then a secondary button is the small one and a named size wins', () => {
    render(
      <>
        <Button variant="secondary" label="Print" />
        <Button variant="secondary" size="md" label="Cancel" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toHaveClass('min-h-11', 'px-4');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('px-5', 'py-2.5');
  });

  it('when a warning names no size, then it is the compact one', () => {
    render(<Button variant="warning" label="Lower the quantities" />);
    expect(screen.getByRole('button', { name: 'Lower the quantities' })).toHaveClass('px-4', 'py-2');
  });
});

describe('RefetchButton', () => {
  it('when pressed, then it asks the query again, and while the query fetches it is busy', async () => {
    const refetch = vi.fn();
    const { rerender } = render(<RefetchButton label="Refresh" query={{ isFetching: false, refetch }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refetch).toHaveBeenCalledOnce();
    rerender(<RefetchButton label="Refresh" query={{ isFetching: true, refetch }} />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('ButtonLink', () => {
  it('when it goes to another screen, then it is a link drawn as the kit’s button of that look and size', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/dashboard/kits/new" variant="outline" size="sm">
          New kit
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'New kit' });
    expect(link).toHaveAttribute('href', '/dashboard/kits/new');
    expect(link).toHaveClass('border-brand-600', 'text-brand-700', 'min-h-11', 'px-4', 'py-2', 'text-sm');
  });
});

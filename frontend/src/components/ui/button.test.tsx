import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, SubmitButton } from './button';

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
});

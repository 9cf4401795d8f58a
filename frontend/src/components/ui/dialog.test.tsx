import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_FOCUS, FormDialog, useDialogQuestion } from './dialog';

function Harness({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <FormDialog
          title="Received: <b>Glue</b>"
          description="Now in stock: 12."
          submitLabel="Add to stock"
          cancelLabel="Cancel"
          onSubmit={() => {
            onSubmit(value);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        >
          <label>
            Note <input value={value} onChange={(event) => setValue(event.target.value)} />
          </label>
          <label>
            Units <input {...{ [DIALOG_FOCUS]: '' }} />
          </label>
        </FormDialog>
      )}
    </>
  );
}

describe('FormDialog', () => {
  it('when opened, then it is a modal dialog named by its title (as text), described, focused on the marked control', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Received: <b>Glue</b>' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Now in stock: 12.');
    expect(dialog.querySelector('b')).toBeNull();
    expect(screen.getByLabelText('Units')).toHaveFocus();
  });

  it('when Enter is pressed in a field, then it submits like the button, closes and gives focus back', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Note'), 'six{Enter}');

    expect(onSubmit).toHaveBeenCalledWith('six');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('when Escape or Cancel is pressed, then it closes without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function Refusing() {
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <FormDialog
      title="Set stock"
      submitLabel="Set stock"
      cancelLabel="Cancel"
      onSubmit={() => setProblem('Units is required')}
      onCancel={() => {}}
    >
      <label>
        Reason <input />
      </label>
      <label>
        Units <input aria-invalid={problem ? true : undefined} />
      </label>
    </FormDialog>
  );
}

describe('FormDialog refusing a submit', () => {
  it('when the form is refused, then it stays open and focus moves to the field marked invalid', async () => {
    const user = userEvent.setup();
    render(<Refusing />);
    await user.click(screen.getByRole('button', { name: 'Set stock' }));
    expect(screen.getByRole('dialog', { name: 'Set stock' })).toBeInTheDocument();
    expect(screen.getByLabelText('Units')).toHaveFocus();
  });
});

describe('useDialogQuestion', () => {
  it('when asked, then the question is open until answered, and the answer resolves the ask', async () => {
    const { result } = renderHook(() => useDialogQuestion<string, number>());
    let asked!: Promise<number | null>;
    act(() => {
      asked = result.current.ask('How many?');
    });
    expect(result.current.question).toBe('How many?');

    act(() => result.current.answer(5));
    await expect(asked).resolves.toBe(5);
    expect(result.current.question).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel';

describe('Panel', () => {
  it('when it has a heading, then it is a section the heading names', () => {
    render(
      <Panel heading="Today at the counter" headingId="today">
        <p>3 to prepare</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Today at the counter' });
    expect(region).toHaveClass(
      'rounded-xl',
      'border',
      'border-slate-200',
      'bg-white',
      'shadow-sm',
      'p-4',
      'sm:p-6',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Today at the counter' })).toHaveAttribute(
      'id',
      'today',
    );
  });

  it('when it has actions, then they stand beside the heading, before the body', () => {
    render(
      <Panel heading="Today" actions={<button type="button">Cancel overdue</button>}>
        <p>Body</p>
      </Panel>,
    );
    const row = screen.getByRole('heading', { name: 'Today' }).parentElement!;
    expect(row).toContainElement(screen.getByRole('button', { name: 'Cancel overdue' }));
    expect(row.nextElementSibling).toHaveTextContent('Body');
  });

  it('when it has no heading, then it names nothing and keeps the role its element has', () => {
    const { container } = render(
      <Panel padding="none" className="mt-6">
        <p>Form</p>
      </Panel>,
    );
    const panel = container.firstElementChild!;
    expect(panel.tagName).toBe('DIV');
    expect(panel).not.toHaveAttribute('aria-labelledby');
    expect(panel).toHaveAttribute('class', 'border bg-white border-slate-200 rounded-xl shadow-sm mt-6');
  });

  it('when it is the flat danger kind, then it has the red edge and no shadow', () => {
    const { container } = render(<Panel look="flat" tone="danger" padding="tight" />);
    expect(container.firstElementChild).toHaveAttribute(
      'class',
      'border bg-white border-red-200 rounded-lg p-4',
    );
  });
});

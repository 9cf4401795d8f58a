import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './page-heading';

describe('PageSection', () => {
  it('when a screen has a title, then its section is named by the title, with the intro and controls at its head', () => {
    render(
      <PageSection title="Messages" intro="Notices sent to customers" actions={<a href="/x">Refresh</a>}>
        <p>The list</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Messages' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 1, name: 'Messages' }));
    expect(section).toHaveTextContent('Notices sent to customers');
    expect(section).toContainElement(screen.getByRole('link', { name: 'Refresh' }));
    expect(section).toHaveTextContent('The list');
  });

  it('when given a width, then the section is centred at that width, its own spacing kept', () => {
    render(
      <PageSection title="Tax" width="3xl" className="space-y-6">
        <p>Form</p>
      </PageSection>,
    );
    expect(screen.getByRole('region', { name: 'Tax' })).toHaveClass(
      'mx-auto',
      'w-full',
      'max-w-3xl',
      'space-y-6',
    );
  });
});

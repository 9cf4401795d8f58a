import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TextLink } from './text-link';

describe('TextLink', () => {
  it('when set among words, then it is a link in the brand’s blue that keeps the spacing it is given', () => {
    render(
      <MemoryRouter>
        <TextLink to="/orders" className="text-sm">
          See details
        </TextLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'See details' });
    expect(link).toHaveAttribute('href', '/orders');
    expect(link).toHaveClass('font-semibold', 'text-brand-700', 'hover:underline', 'text-sm');
  });
});

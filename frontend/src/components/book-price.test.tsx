import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookPrice } from './book-price';

describe('BookPrice', () => {
  it('when the old price is higher, then it is struck through after the new one, both in rupees', () => {
    render(<BookPrice newPrice={80.5} oldPrice={100} />);
    expect(screen.getByText('₹80.50').tagName).not.toBe('DEL');
    expect(screen.getByText('₹100.00').tagName).toBe('DEL');
  });

  it('when the old price is not higher, then only the new price shows', () => {
    const { container } = render(<BookPrice newPrice={100} oldPrice={90} size="lg" />);
    expect(screen.getByText('₹100.00')).toBeInTheDocument();
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText('Old price:')).not.toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { LazyBookCarousel } from './lazy-book-carousel';

const books: Book[] = ['Gel Pen', 'Glue Stick'].map((title, index) =>
  makeBook({
    _id: `b${index}`,
    title,
    description: `${title} for school.`,
    category: 'penandpencil',
    oldPrice: 60,
    newPrice: 50,
    coverImage: `b${index}.webp`,
  }),
);

/** Stands in for the browser's IntersectionObserver: the test says when the row comes into view. */
const watched: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    watched.push({ element, callback: this.callback });
  }
  disconnect() {}
}

const comeIntoView = () =>
  act(() => {
    for (const { element, callback } of watched) {
      callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });

beforeEach(() => {
  watched.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => vi.unstubAllGlobals());

describe('LazyBookCarousel', () => {
  it('when the row comes into view, then the still row becomes a carousel with its buttons', async () => {
    renderScreen(<LazyBookCarousel books={books} label="Top Sellers" />);

    expect(await screen.findByRole('list', { name: 'Top Sellers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next top sellers' })).not.toBeInTheDocument();
    expect(watched).toHaveLength(1);

    comeIntoView();

    expect(await screen.findByRole('button', { name: 'Next top sellers' })).toBeInTheDocument();
    expect(screen.getByText('Glue Stick')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The order is the module's own state, so each case starts from a fresh copy of it.
async function freshModules() {
  vi.resetModules();
  const order = await import('./cover-order');
  const { BookCover } = await import('./book-cover');
  return { ...order, BookCover };
}

/** A fake clock runs a timer of no delay once it has moved on, however little. */
const nextTask = () => vi.advanceTimersByTime(1);
const covers = ['a.webp', 'b.webp', 'c.webp', 'd.webp', 'e.webp'];
const srcOf = (alt: string) => screen.getByAltText(alt).getAttribute('src');

function drawList(BookCover: Awaited<ReturnType<typeof freshModules>>['BookCover']) {
  return render(
    <ul>
      {covers.map((cover, index) => (
        <li key={cover}>
          <BookCover coverImage={cover} alt={cover} width={600} height={800} priority={index === 0} />
        </li>
      ))}
    </ul>,
  );
}

describe('the order a first screen fetches its covers in', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when nothing is held, then every cover is asked for as it is drawn', async () => {
    const { BookCover } = await freshModules();
    drawList(BookCover);
    for (const cover of covers) expect(srcOf(cover)).toBe(`http://shop.test/api/images/${cover}`);
  });

  it('when the screen holds them, then only the first cover is asked for until it has loaded and been drawn, then the rest a couple per task, top first', async () => {
    const { BookCover, holdOtherCovers, firstCoverLoaded } = await freshModules();
    holdOtherCovers();
    drawList(BookCover);
    expect(srcOf('a.webp')).toBe('http://shop.test/api/images/a.webp');
    expect(covers.slice(1).map(srcOf)).toEqual([null, null, null, null]);
    // Kept in place while waiting: the size is reserved, so nothing moves when the picture comes.
    expect(screen.getByAltText('b.webp')).toHaveAttribute('width', '600');

    firstCoverLoaded();
    expect(srcOf('b.webp')).toBeNull();
    // The frame that draws the first cover, then a task: the first couple of the rest.
    vi.advanceTimersByTime(16);
    nextTask();
    expect(covers.slice(1).map(srcOf)).toEqual([
      'http://shop.test/api/images/b.webp',
      'http://shop.test/api/images/c.webp',
      null,
      null,
    ]);
    nextTask();
    expect(srcOf('e.webp')).toBe('http://shop.test/api/images/e.webp');
  });

  it('when the first cover never loads, then the others are asked for after three seconds all the same', async () => {
    const { BookCover, holdOtherCovers } = await freshModules();
    holdOtherCovers();
    drawList(BookCover);
    vi.advanceTimersByTime(2999);
    expect(srcOf('b.webp')).toBeNull();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(covers.map(srcOf).every(Boolean)).toBe(true);
  });

  it('when a waiting cover is gone before its turn, then it is not asked for, and covers drawn after the wait load at once', async () => {
    const { BookCover, holdOtherCovers, firstCoverLoaded } = await freshModules();
    holdOtherCovers();
    const { unmount } = drawList(BookCover);
    const gone = screen.getByAltText('b.webp');
    unmount();
    firstCoverLoaded();
    vi.runAllTimers();
    expect(gone.getAttribute('src')).toBeNull();

    render(<BookCover coverImage="later.webp" alt="later" width={600} height={800} />);
    expect(srcOf('later')).toBe('http://shop.test/api/images/later.webp');
  });

  it('when the screen that held them is left before its first cover arrived, then the next screen’s covers load at once', async () => {
    const { BookCover, holdOtherCovers, releaseHeldCovers } = await freshModules();
    holdOtherCovers();
    drawList(BookCover).unmount();
    releaseHeldCovers();

    render(<BookCover coverImage="cart.webp" alt="cart" width={600} height={800} />);
    expect(srcOf('cart')).toBe('http://shop.test/api/images/cart.webp');
  });
});

/**
 * The order a first screen fetches its covers in. On a slow link every picture asked for at once
 * takes a share of the bandwidth, so the cover the screen paints first (its largest picture)
 * would arrive late. While a screen holds them back, the covers drawn with it wait until that one
 * has loaded and been drawn, then start a couple at a time, top first. Nothing is held after that.
 *
 * A waiting cover is let go by setting its `src` here rather than by drawing it again: React would
 * walk the page once per batch, and each of those walks is a task a slow phone feels.
 */
const HOLD_AT_MOST_MS = 3000;
/** Covers let go per task: each picture asked for costs a little, and all at once make a long task. */
const RELEASED_PER_TASK = 2;

interface WaitingCover {
  image: HTMLImageElement;
  src: string;
}

let held = false;
/** The covers waiting, in the order they were drawn: top of the page first. */
const waiting: WaitingCover[] = [];

function startLoading({ image, src }: WaitingCover): void {
  if (image.getAttribute('src') !== src) image.src = src;
}

function releaseSome(): void {
  waiting.splice(0, RELEASED_PER_TASK).forEach(startLoading);
  if (waiting.length) setTimeout(releaseSome, 0);
}

/** Ends the hold: also when the screen that held the covers is left before its first one arrived. */
export function releaseHeldCovers(): void {
  if (!held) return;
  held = false;
  releaseSome();
}

/** Called at start-up when the first screen paints a cover first (All Products). */
export function holdOtherCovers(): void {
  held = true;
  // A first cover that never arrives (a failed request, a slow server) must not keep the rest back.
  setTimeout(releaseHeldCovers, HOLD_AT_MOST_MS);
}

/** The first cover has loaded: the others start once the frame that shows it has been drawn. */
export function firstCoverLoaded(): void {
  if (held) requestAnimationFrame(() => setTimeout(releaseHeldCovers, 0));
}

/** Whether a cover drawn now must wait for its turn (asked once, when the cover is first drawn). */
export const coversHeld = (): boolean => held;

/**
 * A cover drawn without its `src` while covers were held: it gets `src` when its turn comes, at
 * once if that has passed. Returns the cleanup for a cover removed before its turn.
 */
export function loadInTurn(image: HTMLImageElement, src: string): () => void {
  const cover = { image, src };
  if (!held && waiting.length === 0) startLoading(cover);
  else waiting.push(cover);
  return () => {
    const index = waiting.indexOf(cover);
    if (index >= 0) waiting.splice(index, 1);
  };
}

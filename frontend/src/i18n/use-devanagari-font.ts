import { useEffect } from 'react';
import { useT } from './use-t';

/**
 * Declares the self-hosted Devanagari font once a Hindi screen has been drawn and the page has
 * gone idle, so its files never stand between a slow phone and the first screen (nor in
 * Lighthouse's model of it, which counts every file fetched before the largest paint). Phones
 * have a Devanagari font of their own; this one is for computers without one, and swaps in on
 * the screen already drawn as soon as it arrives.
 */
export function useDevanagariFont(): void {
  const { language } = useT();
  useEffect(() => {
    if (language !== 'hi') return;
    const add = () => void import('./devanagari-font.ts').then((font) => font.addDevanagariFont());
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(add, { timeout: 3000 })
        : setTimeout(add, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, [language]);
}

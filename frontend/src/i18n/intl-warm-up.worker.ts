/// <reference lib="webworker" />
// Sets up the browser's number and plural data for a locale and says so (see intl-warm-up.ts).
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(locale).format(1);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(1);
  new Intl.PluralRules(locale).select(1);
  self.postMessage('warm');
  self.close();
};

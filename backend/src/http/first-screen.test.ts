import { describe, expect, it } from 'vitest';
import { firstScreenLinks, pageLanguage, parseFirstScreensPlan, type FirstScreensPlan } from './first-screen';

const plan: FirstScreensPlan = {
  sameOriginApi: true,
  screens: {
    '/all-products': ['/assets/all-products-page-a1.js'],
    '/books/:id': ['/assets/book-detail-page-b2.js', '/assets/shared-c3.js'],
  },
  languages: { en: ['/assets/en-e1.js'], hi: ['/assets/hi-h1.js'] },
};
const BOOK_ID = '0123456789abcdef01234567';

const linksFor = (address: string, from = plan) => firstScreenLinks(from, new URL(address, 'http://shop'));
const fetched = (links: string) =>
  [...links.matchAll(/as="fetch" crossorigin="use-credentials" href="([^"]*)"/g)].map((m) => m[1]);
const scripts = (links: string) =>
  [...links.matchAll(/rel="modulepreload" crossorigin href="([^"]*)"/g)].map((m) => m[1]);

describe('first-screen links', () => {
  it('when the product list is asked for, then its script and its first page are named, as the app writes them', () => {
    const links = linksFor('/all-products');
    expect(scripts(links)).toEqual(['/assets/en-e1.js', '/assets/all-products-page-a1.js']);
    expect(fetched(links)).toEqual(['/api/shop', '/api/books?limit=24']);
  });

  it('when the list is filtered and sorted, then the first page carries category, trimmed search and sort, in the app’s order', () => {
    expect(
      fetched(linksFor('/all-products?sort=price-asc&q=%20blue%20pen%20&category=penandpencil')),
    ).toEqual([
      '/api/shop',
      '/api/books?category=penandpencil&amp;q=blue+pen&amp;sort=price-asc&amp;limit=24',
    ]);
    expect(fetched(linksFor('/all-products?sort=title'))).toEqual([
      '/api/shop',
      '/api/books?sort=title&amp;limit=24',
    ]);
    // The app drops an unknown category, a blank search and an unknown sort before it calls.
    expect(fetched(linksFor('/all-products?category=rockets&q=%20%20&sort=cheapest'))).toEqual([
      '/api/shop',
      '/api/books?limit=24',
    ]);
  });

  it('when a search is longer than the API accepts, then no list call is named', () => {
    expect(fetched(linksFor(`/all-products?q=${'a'.repeat(101)}`))).toEqual(['/api/shop']);
  });

  it('when a book page is asked for, then its scripts and that book are named; a malformed id names no book', () => {
    const links = linksFor(`/books/${BOOK_ID}`);
    expect(scripts(links)).toEqual([
      '/assets/en-e1.js',
      '/assets/book-detail-page-b2.js',
      '/assets/shared-c3.js',
    ]);
    expect(fetched(links)).toEqual(['/api/shop', `/api/books/${BOOK_ID}`]);
    for (const bad of ['/books/%E0%A4%A', '/books/..%2F..%2Fadmin', '/books/%22%3E%3Cscript%3E'])
      expect(fetched(linksFor(bad))).toEqual(['/api/shop']);
  });

  it('when the home page is asked for, then its two shelves are named', () => {
    expect(fetched(linksFor('/'))).toEqual([
      '/api/shop',
      '/api/books/top-sellers?limit=12',
      '/api/books?trending=true&amp;limit=12',
    ]);
  });

  it('when typed input holds markup, then it stays inside the attribute', () => {
    const links = linksFor('/all-products?q="><script>alert(1)</script>');
    expect(links).not.toContain('<script');
    expect(links.match(/</g)).toHaveLength(4); // The four <link> tags (catalog, shop, list), nothing more.
    expect(fetched(links)).toEqual([
      '/api/shop',
      '/api/books?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&amp;limit=24',
    ]);
  });

  it('when the storefront calls an API elsewhere, or there is no plan, then no API call is named', () => {
    const links = linksFor('/all-products', { ...plan, sameOriginApi: false });
    expect(fetched(links)).toEqual([]);
    expect(scripts(links)).toEqual(['/assets/en-e1.js', '/assets/all-products-page-a1.js']);
    expect(firstScreenLinks(undefined, new URL('http://shop/all-products'))).toBe('');
  });
});

describe('the language a page is sent in', () => {
  const url = (address: string) => new URL(address, 'http://shop');

  it('when asked by ?lang=, then by the remembered cookie, then by the browser, then English', () => {
    expect(pageLanguage(url('/?lang=hi'), 'lang=en', 'en-IN')).toBe('hi');
    expect(pageLanguage(url('/?lang=en'), 'lang=hi', 'hi-IN')).toBe('en');
    expect(pageLanguage(url('/'), 'theme=dark; lang=hi', 'en-IN')).toBe('hi');
    expect(pageLanguage(url('/'), '', 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pageLanguage(url('/'), '', 'ta-IN,en-GB;q=0.8')).toBe('en');
    expect(pageLanguage(url('/?lang=fr'), 'lang=xx', '')).toBe('en');
  });

  it('when the page is in Hindi, then the Hindi catalog is named and the English one is not', () => {
    const links = firstScreenLinks(plan, url('/all-products'), 'hi');
    expect(scripts(links)).toEqual(['/assets/hi-h1.js', '/assets/all-products-page-a1.js']);
  });
});

describe('the first-screens plan file', () => {
  it('when it is well formed, then it is read; when it is not, then it is ignored', () => {
    expect(parseFirstScreensPlan(JSON.stringify(plan))).toEqual(plan);
    for (const bad of [
      '',
      '{',
      'null',
      '{"sameOriginApi":true}',
      '{"sameOriginApi":true,"screens":{"/x":["relative.js"]}}',
      '{"sameOriginApi":true,"screens":{},"languages":{"hi":"/hi.js"}}',
    ])
      expect(parseFirstScreensPlan(bad)).toBeUndefined();
  });
});

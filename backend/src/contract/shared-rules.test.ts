import { describe, expect, it } from 'vitest';
import {
  bookIdOfPath,
  bookPath,
  catalogueQueryOf,
  cataloguePageParams,
  ERROR_STATUS,
  isErrorCode,
  isBookItem,
  isKitItem,
  isPrintItem,
  orderFingerprint,
} from '.';

const contact = { name: 'Asha Rao', phone: '9876543210', address: { city: 'Pune' } };
const book = { productId: '0123456789abcdef01234567', quantity: 2 };
const print = { printJob: { jobId: '64b7f0c2a1b2c3d4e5f60718' } };

describe('the rules both sides share', () => {
  it('when the items of an order come in another order, then its fingerprint is the same', () => {
    expect(orderFingerprint({ ...contact, items: [book, print] })).toBe(
      orderFingerprint({ ...contact, items: [print, book] }),
    );
    expect(orderFingerprint({ ...contact, items: [{ ...book, quantity: 1 }, print] })).not.toBe(
      orderFingerprint({ ...contact, items: [book, print] }),
    );
    expect(isPrintItem(print)).toBe(true);
    expect(isPrintItem(book)).toBe(false);
  });

  it("when a kit's left-out items come in another order, then the fingerprint is the same; other choices differ", () => {
    const kit = { kitId: 'e'.repeat(24), quantity: 1, omit: ['a'.repeat(24), 'b'.repeat(24)] };
    const fingerprint = (...items: (typeof kit | typeof book)[]) => orderFingerprint({ ...contact, items });
    expect(fingerprint(kit, book)).toBe(fingerprint(book, { ...kit, omit: [...kit.omit].reverse() }));
    expect(fingerprint(kit, book)).not.toBe(fingerprint(book, { ...kit, omit: ['a'.repeat(24)] }));
    expect(fingerprint(kit, book)).not.toBe(fingerprint(book, { ...kit, quantity: 2 }));
    expect(fingerprint(kit)).not.toBe(fingerprint(kit, kit));
    expect([isKitItem(kit), isKitItem(book), isBookItem(book), isBookItem(kit)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it("when a book's path is read back, then it names the same book; a malformed one names none", () => {
    expect(bookIdOfPath(bookPath({ _id: 'a b/c' }))).toBe('a b/c');
    expect(bookIdOfPath('/books/%E0%A4')).toBeNull();
    expect(bookIdOfPath('/all-products')).toBeUndefined();
  });

  it("when All Products' address is read, then unknown values go, the search is trimmed and the order is fixed", () => {
    const query = catalogueQueryOf({ category: 'book', q: '  atlas ', sort: 'cheapest' });
    expect(query).toEqual({ category: 'book', q: 'atlas' });
    expect(Object.keys(cataloguePageParams({ ...query, sort: 'title' }, 24))).toEqual([
      'category',
      'q',
      'sort',
      'limit',
      'offset',
    ]);
    expect(cataloguePageParams({}, 0)).not.toHaveProperty('offset');
  });

  it('when a code is sent, then it is one the contract lists, with its HTTP status', () => {
    expect(isErrorCode('out_of_stock')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(ERROR_STATUS.out_of_stock).toBe(409);
  });
});

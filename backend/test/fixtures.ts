/** The customer details every test order is placed with, as the checkout form sends them. */
export const ASHA = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: {
    street: '14 Civil Lines',
    city: 'Nagpur',
    state: 'Maharashtra',
    country: 'India',
    zipcode: '440001',
  },
} as const;

/** An order body as the storefront used to send it: the e-mail and total are ignored by the API. */
export const validOrderBody = (productIds: string[]) => ({
  ...ASHA,
  email: 'ignored@example.in',
  productIds,
  totalPrice: 1,
});

/** A book as the owner's JSON create call sends it. */
export const validBook = () => ({
  title: 'Classmate Notebook',
  description: 'A4, 172 pages, ruled',
  category: 'book',
  trending: false,
  oldPrice: 120,
  newPrice: 99.5,
  coverImage: 'https://example.com/covers/notebook.jpg',
});

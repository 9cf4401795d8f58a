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

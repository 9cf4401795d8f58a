export const CATEGORY_VALUES = ['penandpencil', 'colors', 'adhesive', 'book', 'box'] as const;
export type Category = (typeof CATEGORY_VALUES)[number];

export interface Book {
  _id: string;
  title: string;
  description: string;
  category: Category;
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  coverImage: string;
  createdAt: string;
  updatedAt: string;
}

export type OrderStatus = 'placed' | 'ready' | 'collected' | 'cancelled';

export interface OrderLine {
  bookId: string;
  title: string;
  price: number;
  coverImage: string;
}

export interface Address {
  street: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
}

export interface Order {
  _id: string;
  name: string;
  email: string;
  phone: string;
  address: Address;
  productIds: string[];
  lines: OrderLine[];
  totalPrice: number;
  status: OrderStatus;
  statusHistory: { status: OrderStatus; at: string }[];
  createdAt: string;
  updatedAt: string;
}

export interface ShopInfo {
  name: string;
  address: string;
  email: string;
  phone: string;
  mapsUrl: string;
  hours: string;
  socialLinks: { facebook: string; instagram: string };
}

/** Labels the customer sees for each category (SPEC §2 filter). */
export const CATEGORY_LABELS: Record<Category, string> = {
  penandpencil: 'Pen and Pencil',
  colors: 'Colors',
  adhesive: 'Adhesive or Gum',
  book: 'Book',
  box: 'Box',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  ready: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

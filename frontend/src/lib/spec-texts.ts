/**
 * The words the product's specification fixes for the storefront: messages, dialog titles and
 * texts, the toast, headings, the labels it quotes, empty states and loading and error lines.
 *
 * They are exact on purpose, misspellings and odd punctuation included ("Error happending to load
 * book info", "Token has been expired!, Please login again.", "Adding.."): customers know them by
 * sight and the tests look for them word for word. Do not correct them; change one only when the
 * specification changes. Words of our own (new screens, hints, the owner's desk) stay where they
 * are used, not here.
 */

/** Lines every data screen shows while it loads or when the call behind it fails. */
export const STATUS_TEXTS = {
  loading: 'Loading...',
  fetchError: 'Error fetching data',
} as const;

export const CATALOGUE_TEXTS = {
  allProductsHeading: 'All Products',
  goBack: 'Go back',
  booksError: 'Error loading books',
  bookError: 'Error happending to load book info',
} as const;

export const CART_TEXTS = {
  alreadyAddedTitle: 'Already Added to the Cart',
  alreadyAddedText: "You won't be able to revert this!",
  addedToast: 'Product Added to the Cart',
  empty: 'No product found!',
  removeQuestion: 'Do you want to remove this item?',
  removeYes: 'Yes',
  removeNo: 'No',
  removed: 'Removed!',
  notRemoved: 'Item is not removed',
  clearQuestion: 'Are you sure?',
  // 'Cleared! Your cart has been cleared' is shown as a dialog's title and its text.
  clearedTitle: 'Cleared!',
  clearedText: 'Your cart has been cleared',
} as const;

export const CHECKOUT_TEXTS = {
  nothingToPlace: 'No items to place',
  placedTitle: 'Confirmed Order',
  placedText: 'Your order placed successfully!',
  placeFailure: 'Failed to place an order',
} as const;

/** The customer's orders and the owner's list of all orders say the same when empty or failing. */
export const ORDERS_TEXTS = {
  none: 'No orders found!',
  loadError: 'Error getting orders data',
  recentHeading: 'Your Recent Orders',
  noRecent: 'You have no recent orders.',
  productMissing: 'Product not found',
  allOrdersHeading: 'All Successfully placed orders (latest first)',
} as const;

/** The customer's sign-in and sign-up, and the owner's login, which shares the failure message. */
export const SIGN_IN_TEXTS = {
  loginButton: 'Login',
  credentialsFailure: 'Please provide a valid email and password',
  loginSuccess: 'Login successful!',
  registerSuccess: 'User registered successfully!',
  googleSignUpSuccess: 'Sign-up successful!',
  googleSignInFailure: 'Google sign in failed!',
  googleSignUpFailure: 'Google sign-up failed!',
} as const;

/** The signed-in customer's menu in the header. */
export const HEADER_TEXTS = {
  userDashboardLink: 'Dashboard',
} as const;

export const OWNER_SESSION_TEXTS = {
  loginNote: 'This login form is only meant for the owner and developer of this website.',
  loginHeading: 'Admin Dashboard Login',
  loginSuccess: 'Admin Login successful!',
  sessionExpired: 'Token has been expired!, Please login again.',
  shellTitle: 'Dashboard',
  shellSubtitle: 'Store Inventory',
} as const;

export const OWNER_CATALOGUE_TEXTS = {
  listHeading: 'All Items',
  noBooks: 'No books available.',
  addButton: 'Add Item',
  adding: 'Adding..',
  addedTitle: 'Item added',
  addedText: 'Your item is uploaded successfully!',
  addFailure: 'Failed to add item. Please try again.',
  updateHeading: 'Update Book',
  updateButton: 'Update Book',
  coverUrlLabel: 'Update Cover Image URL',
  updatedTitle: 'Book Updated',
  updatedText: 'Your book is updated successfully!',
  updateFailure: 'Failed to update book.',
  bookLoadError: 'Error fetching book data',
  deleteQuestion: 'Are you sure?',
  deleteQuestionText: 'This book will be permanently deleted!',
  deleteYes: 'Yes, delete it!',
  deleteNo: 'No, keep it',
  deletedTitle: 'Deleted!',
  deletedText: 'The book has been deleted.',
  deleteCancelledTitle: 'Cancelled',
  deleteCancelledText: 'The book is safe :)',
  deleteFailureTitle: 'Error',
  deleteFailureText: 'Failed to delete book. Please try again.',
} as const;

/** The wishlist page in English (issue 34), word for word as before. The heart is the public pages' area. */
export const wishlistPageEn = {
  'wishlistPage.title': 'Wishlist',
  'wishlistPage.loading': 'Loading your wishlist...',
  'wishlistPage.failed': 'Failed to load wishlist items',
  'wishlistPage.failedLater': 'Failed to load wishlist items. Please try again later.',
  'wishlistPage.empty': 'Your wishlist is empty',
  'wishlistPage.emptyHelp': 'Tap the heart on any product to keep it here for later.',
  'wishlistPage.added': 'Product added to cart successfully',
  'wishlistPage.addFailed': 'Failed to add item to cart',
  'wishlistPage.removed': 'Product removed from wishlist successfully',
  'wishlistPage.removeFailed': 'Failed to remove item from wishlist',
  'wishlistPage.addToCart': 'Add to cart',
  'wishlistPage.remove': 'Remove',
  'wishlistPage.removeLabel': 'Remove {name} from wishlist',
} as const;

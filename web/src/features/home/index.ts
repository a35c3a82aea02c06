/** What the rest of the app uses of the home page besides the page itself: the server render's read. */
export { prefetchFeatured } from './featured/api/get-featured';

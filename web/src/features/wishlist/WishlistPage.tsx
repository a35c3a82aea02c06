/** Placeholder until this screen is built. */
export default function WishlistPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Wishlist</h1>
    </div>
  );
}

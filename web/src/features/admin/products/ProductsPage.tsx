/** Placeholder until this screen is built. */
export default function ProductsPage() {
  return (
    <div className="container page">
      <h1 className="page-title">All Products</h1>
    </div>
  );
}

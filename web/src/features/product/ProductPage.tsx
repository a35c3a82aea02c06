/** Placeholder until this screen is built. */
export default function ProductPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Product</h1>
    </div>
  );
}

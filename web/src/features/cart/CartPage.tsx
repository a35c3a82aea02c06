/** Placeholder until this screen is built. */
export default function CartPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Shopping cart</h1>
    </div>
  );
}

/** Placeholder until this screen is built. */
export default function OrdersPage() {
  return (
    <div className="container page">
      <h1 className="page-title">ORDER DETAILS</h1>
    </div>
  );
}

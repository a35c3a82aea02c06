/** Placeholder until this screen is built. */
export default function AdminOrdersPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Orders Details</h1>
    </div>
  );
}

/** Placeholder until this screen is built. */
export default function OrderHistoryPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Order History</h1>
    </div>
  );
}

/** Placeholder until this screen is built. */
export default function DashboardPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Dashboard</h1>
    </div>
  );
}

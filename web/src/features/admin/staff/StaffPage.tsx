/** Placeholder until this screen is built. */
export default function StaffPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Staff List</h1>
    </div>
  );
}

/** Placeholder until this screen is built. */
export default function SearchPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Search</h1>
    </div>
  );
}

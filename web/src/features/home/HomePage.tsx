/** Placeholder until this screen is built. */
export default function HomePage() {
  return (
    <div className="container page">
      <h1 className="page-title">Kesara</h1>
    </div>
  );
}

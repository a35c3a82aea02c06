/** Placeholder until this screen is built. */
export default function AboutPage() {
  return (
    <div className="container page">
      <h1 className="page-title">About</h1>
    </div>
  );
}

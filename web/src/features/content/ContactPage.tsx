/** Placeholder until this screen is built. */
export default function ContactPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Contact</h1>
    </div>
  );
}

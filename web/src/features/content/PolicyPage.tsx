/** Placeholder until this screen is built. */
export default function PolicyPage({ path }: { path: '/return-policy' | '/privacy-policy' | '/terms-conditions' }) {
  return (
    <div className="container page">
      <h1 className="page-title">{path}</h1>
    </div>
  );
}

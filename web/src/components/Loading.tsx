/** A loading indicator with a text for screen readers and sighted users alike. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

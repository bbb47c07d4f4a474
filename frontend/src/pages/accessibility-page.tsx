export function AccessibilityPage() {
  return (
    <section className="container">
      <h1>Accessibility</h1>
    </section>
  );
}

export function HowFactoringWorksPage() {
  return (
    <section className="container">
      <h1>How Factoring Works</h1>
    </section>
  );
}

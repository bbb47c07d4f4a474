export function TermsOfUsePage() {
  return (
    <section className="container">
      <h1>Terms of Use</h1>
    </section>
  );
}

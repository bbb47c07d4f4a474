export function WhyUsPage() {
  return (
    <section className="container">
      <h1>Why Choose Us</h1>
    </section>
  );
}

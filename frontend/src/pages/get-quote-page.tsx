export function GetQuotePage() {
  return (
    <section className="container">
      <h1>Get Your Free Quote</h1>
    </section>
  );
}

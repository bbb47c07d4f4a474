export function SecurityPage() {
  return (
    <section className="container">
      <h1>Security</h1>
    </section>
  );
}

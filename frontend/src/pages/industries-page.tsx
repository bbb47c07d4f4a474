export function IndustriesPage() {
  return (
    <section className="container">
      <h1>Industries We Serve</h1>
    </section>
  );
}

export function ResourcesPage() {
  return (
    <section className="container">
      <h1>Resources and Tools</h1>
    </section>
  );
}

export function AdminQuotesPage() {
  return (
    <section className="container">
      <h1>Admin Dashboard</h1>
    </section>
  );
}

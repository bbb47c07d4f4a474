export function ClientDashboardPage() {
  return (
    <section className="container">
      <h1>Client Dashboard</h1>
    </section>
  );
}

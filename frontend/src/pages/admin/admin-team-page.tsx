export function AdminTeamPage() {
  return (
    <section className="container">
      <h1>Team Management</h1>
    </section>
  );
}

export function ClientLoginPage() {
  return (
    <section className="container">
      <h1>Client Login</h1>
    </section>
  );
}

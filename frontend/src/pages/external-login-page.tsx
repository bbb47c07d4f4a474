export function ExternalLoginPage() {
  return (
    <section className="container">
      <h1>External System Login</h1>
    </section>
  );
}

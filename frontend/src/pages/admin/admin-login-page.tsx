export function AdminLoginPage() {
  return (
    <section className="container">
      <h1>Admin Login</h1>
    </section>
  );
}

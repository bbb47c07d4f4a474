export function PrivacyPolicyPage() {
  return (
    <section className="container">
      <h1>Privacy Policy</h1>
    </section>
  );
}

export function AssetBasedLendingPage() {
  return (
    <section className="container">
      <h1>Asset Based Lending</h1>
    </section>
  );
}

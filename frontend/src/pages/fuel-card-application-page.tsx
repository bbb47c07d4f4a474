export function FuelCardApplicationPage() {
  return (
    <section className="container">
      <h1>Fleet Fuel Card Application</h1>
    </section>
  );
}

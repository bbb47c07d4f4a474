export function FactoringApplication() {
  return <p>FactoringApplication</p>;
}

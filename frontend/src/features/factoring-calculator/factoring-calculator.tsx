export function FactoringCalculator() {
  return <p>FactoringCalculator</p>;
}

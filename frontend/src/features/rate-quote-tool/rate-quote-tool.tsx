export function RateQuoteTool() {
  return <p>RateQuoteTool</p>;
}

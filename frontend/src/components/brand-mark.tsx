/** The logo's peak-and-road mark; decorative, since the brand name always sits beside it. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="#0b2545" />
      <path d="M5 29 16 11l6 9.5 4-5.5 9 14z" fill="#f2a900" />
      <path d="M7 33h26" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A rate as the portal states a client's terms: at most one decimal, no trailing zero, the sign
 * attached, as both en-US and es-US write it (docs/spanish-style.md#numbers-money-dates-and-times):
 * 90 → "90%", 2 → "2%", 2.5 → "2.5%". String work, not Intl (docs/architecture.md#first-load).
 */
export const shortPercent = (value: number): string => `${Math.round(value * 10) / 10}%`;

import type { ReactNode } from 'react';

/** The networks there is a glyph for; the brand's links name one of these. */
export type SocialNetwork = 'Facebook' | 'LinkedIn' | 'Instagram';

const glyphs: Record<SocialNetwork, ReactNode> = {
  Facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z"
      fill="currentColor"
    />
  ),
  LinkedIn: (
    <path
      d="M4.5 9h3v10.5h-3zM6 4.2a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM9.4 9h2.9v1.4c.4-.8 1.4-1.6 3-1.6 3.1 0 3.7 2 3.7 4.7v6H16v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8v5.4H9.4z"
      fill="currentColor"
    />
  ),
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
};

/** The network's glyph; a network without one (BRAND_SOCIAL_LINKS may name any) shows its initial. */
export function SocialIcon({ network }: { network: string }) {
  const glyph = (glyphs as Partial<Record<string, ReactNode>>)[network];
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyph ?? (
        <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fill="currentColor">
          {network.charAt(0)}
        </text>
      )}
    </svg>
  );
}

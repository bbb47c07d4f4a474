/** The icons drawn in `/images/icons/sprite.svg`: one cached file, no icon markup in the JavaScript. */
export const iconNames = [
  'bolt',
  'unlock',
  'percent',
  'headset',
  'laptop',
  'mobile',
  'trend',
  'fuel',
  'bank',
  'shield',
  'award',
  'clock',
  'truck',
  'users',
  'route',
  'warehouse',
  'boxes',
  'chat',
  'user-check',
  'document',
  'search',
  'cash',
  'phone',
  'info',
  'check',
  'star',
] as const;
export type IconName = (typeof iconNames)[number];

export const ICON_SPRITE_URL = '/images/icons/sprite.svg';

interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/** A decorative line icon in the text colour; the words beside it carry the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}

interface LazyImageProps {
  src: string;
  width: number;
  height: number;
  /** Empty for a decorative image. */
  alt: string;
  className?: string;
}

/** An image below the fold: its size reserved so nothing jumps, fetched as it nears the screen. */
export function LazyImage({ src, width, height, alt, className }: LazyImageProps) {
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

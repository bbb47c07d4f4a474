import { starRatingCopy } from './components-copy';
import { Icon } from './icon';
import styles from './star-rating.module.css';

const MAX_RATING = 5;

interface StarRatingProps {
  /** Whole stars out of five. */
  rating: number;
  className?: string;
}

/** Stars for the eye, "Rated 5 out of 5" for assistive tech. */
export function StarRating({ rating, className }: StarRatingProps) {
  const stars = Array.from({ length: MAX_RATING }, (_, index) => index < rating);
  return (
    <span
      role="img"
      aria-label={starRatingCopy.label(rating, MAX_RATING)}
      className={[styles.rating, className].filter(Boolean).join(' ')}
    >
      {stars.map((filled, index) => (
        <Icon key={index} name="star" size={18} className={filled ? styles.filled : styles.empty} />
      ))}
    </span>
  );
}

import { StarRating } from './star-rating';
import styles from './testimonial-card.module.css';

export interface Testimonial {
  quote: string;
  name: string;
  /** Role and company: "Owner-Operator, JT Hauling". */
  title: string;
  /** Portrait under /images, square. */
  image: string;
  /** Whole stars out of five. */
  rating: number;
  location?: string;
}

const PORTRAIT_SIZE = 56;

/** A client's words with their portrait, name, role, optional location and star rating. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { quote, name, title, image, rating, location } = testimonial;
  return (
    <figure className={styles.card}>
      <StarRating rating={rating} />
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        {/* The name sits beside the portrait, so the image adds nothing to read aloud. */}
        <img
          src={image}
          alt=""
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          loading="lazy"
          decoding="async"
          className={styles.portrait}
        />
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.title}>{title}</span>
          {location && <span className={styles.location}>{location}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** Testimonials side by side on wide screens, stacked on narrow ones. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className={styles.list}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

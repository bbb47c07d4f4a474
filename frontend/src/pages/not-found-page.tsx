import { ButtonLink } from '@/components/button-link';
import { notFoundCopy } from '@/content/not-found';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`}>
      <h1 className={styles.heading}>
        <span className={styles.code}>{notFoundCopy.code}</span> {notFoundCopy.title}
      </h1>
      <p className={styles.hint}>{notFoundCopy.developerHint}</p>
      <ButtonLink to={notFoundCopy.homeLink.to}>{notFoundCopy.homeLink.label}</ButtonLink>
    </section>
  );
}

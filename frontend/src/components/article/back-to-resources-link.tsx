import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { articleCopy } from './article-copy';
import styles from './back-to-resources-link.module.css';

export function BackToResourcesLink() {
  return (
    <Link to={paths.resources} className={styles.link}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
        <path
          d="M10 3 5 8l5 5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {articleCopy.backToResources}
    </Link>
  );
}

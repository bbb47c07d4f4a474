import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandMark } from './brand-mark';
import styles from './brand-logo.module.css';

interface BrandLogoProps {
  /** The brand's name, written beside the mark. */
  name: string;
  /** `light` for dark backgrounds such as the footer. */
  tone?: 'dark' | 'light';
  onClick?: () => void;
}

export function BrandLogo({ name, tone = 'dark', onClick }: BrandLogoProps) {
  return (
    <Link to={paths.home} className={`${styles.logo} ${styles[tone]}`} onClick={onClick}>
      <BrandMark />
      <span className={styles.name}>{name}</span>
    </Link>
  );
}

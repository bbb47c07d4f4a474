import { Link, type LinkProps } from 'react-router';
import styles from './button-link.module.css';

interface ButtonLinkProps extends LinkProps {
  /** `primary` for the main call to action; `outline` takes the text colour of its surroundings. */
  variant?: 'primary' | 'outline';
}

/** A link that looks like a button: calls to action navigate, so they stay links for assistive tech. */
export function ButtonLink({ variant = 'primary', className, ...linkProps }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <Link {...linkProps} className={classes} />;
}

import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button-link.module.css';

/** `primary` for the main call to action; `outline` takes the text colour of its surroundings. */
export type ButtonVariant = 'primary' | 'outline';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A link that looks like a button: calls to action navigate, so they stay links for assistive tech. */
export function ButtonLink({ variant = 'primary', className, ...linkProps }: ButtonLinkProps) {
  return <Link {...linkProps} className={buttonClasses(variant, className)} />;
}

interface ButtonAnchorProps extends ComponentProps<'a'> {
  variant?: ButtonVariant;
}

/** The same look for an href that is not a route of the site: tel:, mailto:, another host. */
export function ButtonAnchor({ variant = 'primary', className, ...anchorProps }: ButtonAnchorProps) {
  return <a {...anchorProps} className={buttonClasses(variant, className)} />;
}

function buttonClasses(variant: ButtonVariant, className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

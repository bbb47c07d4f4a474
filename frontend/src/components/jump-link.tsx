import type { MouseEvent, ReactNode } from 'react';
import { ButtonAnchor, type ButtonVariant } from './button-link';

interface JumpLinkProps {
  /** Id of a focusable element further down the page (give a heading `tabIndex={-1}`). */
  targetId: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/**
 * A same-page link styled as a button. Besides scrolling, it moves keyboard focus to the
 * target, so the next Tab continues from there. Before scripts load it is a plain anchor.
 */
export function JumpLink({ targetId, variant = 'primary', className, children }: JumpLinkProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <ButtonAnchor href={`#${targetId}`} variant={variant} className={className} onClick={jump}>
      {children}
    </ButtonAnchor>
  );
}

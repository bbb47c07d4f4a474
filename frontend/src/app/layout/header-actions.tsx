import { ButtonLink } from '@/components/button-link';
import { headerActions } from '@/content/navigation';
import { trackEvent } from '@/lib/analytics';

interface HeaderActionsProps {
  className?: string;
  clientLoginClassName?: string;
  /** Called after either link is chosen (the side menu closes itself). */
  onNavigate?: () => void;
}

/** Client Login and Get Free Quote, in the header bar and the side menu, each recording its docs/product.md#analytics event. */
export function HeaderActions({ className, clientLoginClassName, onNavigate }: HeaderActionsProps) {
  const choose = (event: 'client_login_click' | 'get_quote_click') => () => {
    trackEvent(event, { category: 'engagement', label: 'navigation' });
    onNavigate?.();
  };
  return (
    <div className={className}>
      <ButtonLink
        to={headerActions.clientLogin.to}
        variant="outline"
        className={clientLoginClassName}
        onClick={choose('client_login_click')}
      >
        {headerActions.clientLogin.label}
      </ButtonLink>
      <ButtonLink to={headerActions.getQuote.to} onClick={choose('get_quote_click')}>
        {headerActions.getQuote.label}
      </ButtonLink>
    </div>
  );
}

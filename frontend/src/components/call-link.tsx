import { ContactIcon } from '@/components/contact-icons';
import { trackEvent } from '@/lib/analytics';
import { useProviderPhone } from '@/lib/provider-phone';

/** Where a call link sits: the analytics label of its phone_call_click event. */
export type CallPlacement = 'header' | 'menu' | 'call_bar' | 'confirmation';

interface CallLinkProps {
  placement: CallPlacement;
  className?: string;
  /** The words before the number in the accessible name ("Call"), and in the visible text unless `numberOnly`. */
  lead?: string;
  /** Shows only the number beside the icon (the header, where room is short). */
  numberOnly?: boolean;
  /** Classes of the visible text, e.g. to hide it on the narrowest screens (the name stays). */
  textClassName?: string;
}

/**
 * A tap-to-call link to PROVIDER_PHONE (docs/product.md#phones-and-small-screens). Its accessible
 * name carries the number, and each tap records a phone_call_click event (docs/product.md#analytics).
 */
export function CallLink({ placement, className, lead = 'Call', numberOnly, textClassName }: CallLinkProps) {
  const phone = useProviderPhone();
  return (
    <a
      href={phone.href}
      className={className}
      aria-label={`${lead} ${phone.display}`}
      onClick={() => trackEvent('phone_call_click', { category: 'engagement', label: placement })}
    >
      <ContactIcon name="phone" />
      <span className={textClassName}>{numberOnly ? phone.display : `${lead} ${phone.display}`}</span>
    </a>
  );
}

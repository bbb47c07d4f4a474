import { Link } from 'react-router';
import { siteLocale } from '@/config/site-locale-copy';
import { BrandLogo } from '@/components/brand-logo';
import { SocialIcon } from '@/components/social-icon';
import { brand } from '@/content/brand';
import { adminLink, footerServiceLinks, legalLinks, type NavigationLink } from '@/content/navigation';
import { layoutCopy } from './layout-copy';
import styles from './site-footer.module.css';
import { useBrandDetails } from '@/lib/brand-details';

function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly NavigationLink[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { socialLinks } = useBrandDetails();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div className={styles.about}>
          <BrandLogo name={brand.name} tone="light" />
          <p className={styles.tagline}>{brand.tagline}.</p>
          <ul className={styles.social}>
            {socialLinks.map(({ network, href }) => (
              <li key={network}>
                <a href={href} className={styles.socialLink} aria-label={layoutCopy.socialLink(network)}>
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-services" heading={layoutCopy.footerServices} links={footerServiceLinks} />
        <FooterLinks id="footer-legal" heading={layoutCopy.footerLegal} links={legalLinks} />
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{layoutCopy.copyright(brand.copyrightYear)}</p>
        <p>{brand.designerCredit}</p>
        {siteLocale.code === 'en' ? (
          <Link to={adminLink.to} className={styles.adminLink}>
            {adminLink.label}
          </Link>
        ) : (
          // The staff workspace is English only, outside the Spanish site's /es.
          <a href={adminLink.to} className={styles.adminLink}>
            {adminLink.label}
          </a>
        )}
      </div>
    </footer>
  );
}

import { useState } from 'react';
import { useLocation } from 'react-router';
import { hasTwin, languageNames, localizedPath, otherLocale } from '@/config/locales';
import { siteLocale } from '@/config/site-locale-copy';
import {
  dismissLanguageNotice,
  isLanguageNoticeDismissed,
  readPreferredLanguage,
  rememberLanguage,
} from '@/lib/language-preference';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './language-switch.module.css';

/** The same page in the other language: `/get-quote` ↔ `/es/get-quote`, or null (admin pages). */
function useTwin(): { href: string; locale: 'en' | 'es' } | null {
  const { pathname } = useLocation();
  if (!hasTwin(pathname)) return null;
  const locale = otherLocale(siteLocale.code);
  return { href: localizedPath(pathname, locale), locale };
}

/**
 * A plain link to this page's twin in the other language, named in that language (so it reads
 * "Español" on every English page), in the header and the side menu. Following it remembers the
 * choice; nothing ever redirects by itself.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const twin = useTwin();
  if (!twin) return null;
  const language = languageNames[twin.locale];
  return (
    <a
      href={twin.href}
      hrefLang={twin.locale}
      lang={twin.locale}
      className={className ? `${styles.switch} ${className}` : styles.switch}
      aria-label={language.viewThisPage}
      onClick={() => rememberLanguage(twin.locale)}
    >
      {language.name}
    </a>
  );
}

/**
 * For a visitor who chose the other language before and arrives on this one (a shared link, an
 * ad): one line at the foot of the screen offering this page in their language, until closed.
 * Shown after hydration only, fixed in place, so it moves nothing on the page.
 */
export function LanguageNotice() {
  const twin = useTwin();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || !twin || dismissed) return null;
  if (readPreferredLanguage() !== twin.locale || isLanguageNoticeDismissed()) return null;
  const language = languageNames[twin.locale];
  return (
    <aside className={styles.notice} lang={twin.locale} aria-label={language.name}>
      <p>
        {language.alsoInThisLanguage}{' '}
        <a href={twin.href} hrefLang={twin.locale} className={styles.noticeLink}>
          {language.viewThisPage}
        </a>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => {
          dismissLanguageNotice();
          setDismissed(true);
        }}
      >
        {language.dismiss}
      </button>
    </aside>
  );
}

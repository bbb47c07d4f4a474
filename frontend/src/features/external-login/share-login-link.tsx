import { COPY_CONFIRMATION_MS } from '@trucking-finance/contracts';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { paths } from '@/config/paths';
import { externalLoginCopy } from '@/content/external-login';
import styles from './external-login.module.css';

const copy = externalLoginCopy.share;

const noChanges = () => () => {};

/**
 * The site's own client login address. The prerendered HTML cannot know which origin serves it,
 * so it (and the render that hydrates it) shows the path, and the browser adds its origin after.
 */
function useClientLoginLink(): string {
  return useSyncExternalStore(
    noChanges,
    () => `${window.location.origin}${paths.client.login}`,
    () => paths.client.login,
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The shareable client login link with a copy button and ready-to-paste snippets (docs/product.md#external-login). */
export function ShareLoginLink() {
  const link = useClientLoginLink();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const revertTimer = useRef<number | undefined>(undefined);
  const headingId = useId();
  const linkId = useId();

  useEffect(() => () => window.clearTimeout(revertTimer.current), []);

  const copyLink = async () => {
    window.clearTimeout(revertTimer.current);
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
      revertTimer.current = window.setTimeout(() => setCopyState('idle'), COPY_CONFIRMATION_MS);
    } catch {
      // No clipboard access (an older browser, a page not served over https, a refused permission).
      setCopyState('failed');
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>

      <label htmlFor={linkId} className={styles.label}>
        {copy.linkLabel}
      </label>
      <div className={styles.copyRow}>
        <input
          id={linkId}
          className={styles.input}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.copyButton} onClick={copyLink}>
          {copy.copy}
        </button>
      </div>
      <p role="status" className={copyState === 'failed' ? styles.copyFailed : styles.copied}>
        {copyState === 'copied' && copy.copied}
        {copyState === 'failed' && copy.copyFailed}
      </p>

      <h3 className={styles.subheading}>{copy.examplesHeading}</h3>
      <h4 className={styles.exampleHeading}>{copy.linkExampleHeading}</h4>
      {/* Scrolls sideways on narrow screens, so it takes focus: keyboard users can scroll it too. */}
      <pre className={styles.code} role="region" aria-label={copy.linkExampleHeading} tabIndex={0}>
        <code>{copy.linkExample(link)}</code>
      </pre>
      <h4 className={styles.exampleHeading}>{copy.buttonExampleHeading}</h4>
      <pre className={styles.code} role="region" aria-label={copy.buttonExampleHeading} tabIndex={0}>
        <code>{copy.buttonExample(link)}</code>
      </pre>
    </section>
  );
}

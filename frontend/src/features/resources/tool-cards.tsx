import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '@/components/icon';
import type { ToolCardCopy, ToolId } from '@/content/resources';
import { trackEvent } from '@/lib/analytics';
import { ToolPanelBoundary } from './tool-panel-boundary';
import styles from './tool-cards.module.css';

export interface ToolCard extends ToolCardCopy {
  /** What the open panel holds. */
  content: ReactNode;
  /**
   * Rendered into the page's HTML while the panel is still closed (light, text-heavy content).
   * Otherwise the content mounts when the panel first opens, so a lazy tool downloads only then.
   */
  eager?: boolean;
}

interface ToolCardsProps {
  tools: readonly ToolCard[];
  /** Shown in a panel whose tool failed to download. */
  loadErrorText: string;
  /** Beside a card's title while its panel is closed, and while it is open. */
  openLabel: string;
  closeLabel: string;
}

const including =
  (id: ToolId) =>
  (previous: ReadonlySet<ToolId>): ReadonlySet<ToolId> =>
    previous.has(id) ? previous : new Set(previous).add(id);

const panelId = (id: ToolId) => `${id}-panel`;
const descriptionId = (id: ToolId) => `${id}-description`;

/**
 * Four cards, each a disclosure button for its tool's panel (docs/product.md#resources: tool cards toggle their
 * panel). One panel is open at a time, below the cards, so opening one never moves the cards;
 * a panel keeps its state when another is opened and it is reopened. `/resources#<tool id>`
 * opens that tool, so other pages can link straight to it.
 */
export function ToolCards({ tools, loadErrorText, openLabel, closeLabel }: ToolCardsProps) {
  const [openId, setOpenId] = useState<ToolId | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<ToolId>>(() => new Set());
  const { hash } = useLocation();

  const toggle = (id: ToolId) => {
    if (openId === id) {
      setOpenId(null);
      return;
    }
    setOpenId(id);
    setMounted(including(id));
    trackEvent('resource_tool_open', { category: 'engagement', label: id });
  };

  // The layout scrolls to the card the hash names; this opens its panel. In an effect because
  // the prerendered HTML has no hash and hydration must match it.
  useEffect(() => {
    const requested = tools.find((tool) => `#${tool.id}` === hash);
    if (!requested) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the URL, once per hash
    setOpenId(requested.id);
    setMounted(including(requested.id));
  }, [hash, tools]);

  return (
    <div>
      <ul className={styles.cards}>
        {tools.map((tool) => {
          const expanded = openId === tool.id;
          return (
            <li key={tool.id} id={tool.id} className={`${styles.card} ${expanded ? styles.active : ''}`}>
              <span className={styles.iconBadge}>
                <Icon name={tool.icon} size={26} />
              </span>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={panelId(tool.id)}
                aria-describedby={descriptionId(tool.id)}
                onClick={() => toggle(tool.id)}
              >
                {tool.title}
              </button>
              <p id={descriptionId(tool.id)} className={styles.description}>
                {tool.description}
              </p>
              <span className={styles.state} aria-hidden="true">
                {expanded ? closeLabel : openLabel}
                <Chevron up={expanded} />
              </span>
            </li>
          );
        })}
      </ul>

      {tools.map((tool) => (
        <section
          key={tool.id}
          id={panelId(tool.id)}
          aria-labelledby={`${panelId(tool.id)}-title`}
          className={styles.panel}
          hidden={openId !== tool.id}
        >
          <h3 id={`${panelId(tool.id)}-title`} className={styles.panelTitle}>
            {tool.title}
          </h3>
          <p className={styles.panelIntro}>{tool.panelIntro}</p>
          {(tool.eager || mounted.has(tool.id)) && (
            <ToolPanelBoundary message={loadErrorText}>
              <Suspense
                fallback={
                  <p role="status" className={styles.loading}>
                    {tool.loadingText}
                  </p>
                }
              >
                {tool.content}
              </Suspense>
            </ToolPanelBoundary>
          )}
        </section>
      ))}
    </div>
  );
}

function Chevron({ up }: { up: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className={up ? styles.chevronUp : styles.chevron}
    >
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

import { useId } from 'react';
import { useScrollOverflow } from '@/lib/use-scroll-overflow';
import type { ArticleBlock } from './article';
import { articleCopy } from './article-copy';
import styles from './article-blocks.module.css';

type BlockOf<Kind extends ArticleBlock['kind']> = Extract<ArticleBlock, { kind: Kind }>;

export function ArticleBlocks({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return blocks.map((block, index) => <ArticleBlockView key={index} block={block} />);
}

function ArticleBlockView({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return <ArticleList block={block} />;
    case 'table':
      return <ArticleTable block={block} />;
    case 'callout':
      return <ArticleCallout block={block} />;
  }
}

function ArticleList({ block }: { block: BlockOf<'list'> }) {
  const items = block.items.map((item) => <li key={item}>{item}</li>);
  return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
}

/**
 * Wide tables scroll sideways on small screens. The scroll box is focusable and named after the
 * caption, so keyboard users can scroll it and screen readers say what it holds. While it
 * overflows, a hint under it and a shadow at the edge with more to see say so, and the first
 * column (what each row compares) stays in view.
 */
function ArticleTable({ block }: { block: BlockOf<'table'> }) {
  const scrollerRef = useScrollOverflow<HTMLDivElement>();
  return (
    <div className={styles.tableFrame}>
      <div className={styles.tableEdge}>
        <div
          ref={scrollerRef}
          className={styles.tableScroll}
          role="region"
          aria-label={block.caption}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className={styles.caption}>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) =>
                    // The first cell names the row (what is being compared).
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className={styles.tableHint} aria-hidden="true">
        {articleCopy.tableScrollHint}
      </p>
    </div>
  );
}

function ArticleCallout({ block }: { block: BlockOf<'callout'> }) {
  const titleId = useId();
  return (
    <aside className={styles.callout} aria-labelledby={titleId}>
      <p id={titleId} className={styles.calloutTitle}>
        {block.title}
      </p>
      <p className={styles.calloutText}>{block.text}</p>
    </aside>
  );
}

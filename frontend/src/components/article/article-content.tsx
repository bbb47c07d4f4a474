import type { ArticleBody } from './article';
import { ArticleBlocks } from './article-blocks';
import styles from './article-content.module.css';

interface ArticleContentProps {
  intro: ArticleBody['intro'];
  sections: ArticleBody['sections'];
}

/** The article's running text: intro paragraphs, then one h2 per section. */
export function ArticleContent({ intro, sections }: ArticleContentProps) {
  return (
    <div className={`container ${styles.content}`}>
      <div className={styles.intro}>
        {intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <ArticleBlocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}

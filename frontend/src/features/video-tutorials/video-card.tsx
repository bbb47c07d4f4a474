import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { videoTutorialsCopy, type VideoTutorial } from '@/content/video-tutorials';
import styles from './video-tutorials.module.css';

export type WatchNotice = 'clients-only' | 'in-portal';

interface VideoCardProps {
  tutorial: VideoTutorial;
  /** What Watch found, once pressed on this card. */
  notice: WatchNotice | null;
  onWatch: () => void;
}

/** "6:30" → "PT6M30S", the machine-readable length. */
const isoDuration = (duration: string): string => {
  const [minutes, seconds] = duration.split(':');
  return `PT${Number(minutes)}M${Number(seconds)}S`;
};

export function VideoCard({ tutorial, notice, onWatch }: VideoCardProps) {
  const { thumbnail } = tutorial;
  const noticeId = `${tutorial.id}-watch-notice`;
  return (
    <article className={tutorial.featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <div className={styles.media}>
        {/* A stand-in frame: the title below says what the video is, so the image is decorative. */}
        <LazyImage {...thumbnail} alt="" className={styles.thumbnail} />
        <p className={styles.audience}>{videoTutorialsCopy.audienceLabel}</p>
        <p className={styles.duration}>
          <span className="visually-hidden">{`${videoTutorialsCopy.durationLabel} `}</span>
          <time dateTime={isoDuration(tutorial.duration)}>{tutorial.duration}</time>
        </p>
      </div>
      <div className={styles.body}>
        <h4 className={styles.title}>{tutorial.title}</h4>
        <p className={styles.description}>{tutorial.description}</p>
        <button
          type="button"
          className={styles.watch}
          aria-describedby={notice ? noticeId : undefined}
          onClick={onWatch}
        >
          <PlayIcon />
          {videoTutorialsCopy.watchLabel}
          <span className="visually-hidden">{`: ${tutorial.title}`}</span>
        </button>
        {/* Always in the page, so screen readers announce what Watch puts in it. */}
        <div id={noticeId} role="status">
          {notice && <WatchMessage notice={notice} title={tutorial.title} />}
        </div>
      </div>
    </article>
  );
}

function WatchMessage({ notice, title }: { notice: WatchNotice; title: string }) {
  if (notice === 'in-portal') {
    const { inPortal } = videoTutorialsCopy;
    return (
      <div className={styles.notice}>
        <p>{inPortal.text(title)}</p>
        <p>
          <Link to={inPortal.dashboardLink.to}>{inPortal.dashboardLink.label}</Link>
        </p>
      </div>
    );
  }
  const { clientsOnly } = videoTutorialsCopy;
  return (
    <div className={styles.notice}>
      <p>{clientsOnly.text(title)}</p>
      <p>
        <Link to={clientsOnly.loginLink.to}>{clientsOnly.loginLink.label}</Link>
      </p>
      <p>
        {`${clientsOnly.quoteText} `}
        <Link to={clientsOnly.quoteLink.to}>{clientsOnly.quoteLink.label}</Link>
      </p>
    </div>
  );
}

function PlayIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}

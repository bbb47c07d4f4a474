import { useState } from 'react';
import grid from '@/components/card-grid.module.css';
import { videoTutorials, type VideoTutorial } from '@/content/video-tutorials';
import { trackEvent } from '@/lib/analytics';
import { hasClientSession } from '@/lib/client-session';
import { VideoCard, type WatchNotice } from './video-card';

interface VideoTutorialsProps {
  tutorials?: readonly VideoTutorial[];
}

/**
 * The six tutorials for existing clients (docs/product.md#video-tutorials). The videos play in the client portal, so
 * Watch tells a visitor without a client session that they are for clients, and a client where
 * to find them. The session is read on click: the page is prerendered and has none.
 */
export function VideoTutorials({ tutorials = videoTutorials }: VideoTutorialsProps) {
  const [notice, setNotice] = useState<{ tutorialId: string; kind: WatchNotice } | null>(null);

  const watch = (tutorial: VideoTutorial) => {
    const kind: WatchNotice = hasClientSession() ? 'in-portal' : 'clients-only';
    setNotice({ tutorialId: tutorial.id, kind });
    trackEvent('video_tutorial_click', { category: 'engagement', label: tutorial.id });
  };

  const featured = tutorials.filter((tutorial) => tutorial.featured);
  const regular = tutorials.filter((tutorial) => !tutorial.featured);
  const card = (tutorial: VideoTutorial) => (
    <li key={tutorial.id}>
      <VideoCard
        tutorial={tutorial}
        notice={notice?.tutorialId === tutorial.id ? notice.kind : null}
        onWatch={() => watch(tutorial)}
      />
    </li>
  );

  return (
    <div>
      {featured.length > 0 && <ul className={grid.featuredGrid}>{featured.map(card)}</ul>}
      {regular.length > 0 && <ul className={grid.grid}>{regular.map(card)}</ul>}
    </div>
  );
}

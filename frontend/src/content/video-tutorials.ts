import { paths } from '@/config/paths';

export interface VideoThumbnail {
  src: string;
  width: number;
  height: number;
}

export interface VideoTutorial {
  id: string;
  title: string;
  description: string;
  /** Minutes and seconds, as shown ("4:45"). */
  duration: string;
  /** Featured tutorials get the large cards at the top. */
  featured: boolean;
  thumbnail: VideoThumbnail;
}

// Stand-in thumbnails drawn by the API (docs/product.md#video-tutorials: placeholder image paths under /api/placeholder/).
const featuredThumbnail: VideoThumbnail = { src: '/api/placeholder/640/360', width: 640, height: 360 };
const thumbnail: VideoThumbnail = { src: '/api/placeholder/400/225', width: 400, height: 225 };

export const videoTutorialsCopy = {
  title: 'Video Tutorials',
  audienceLabel: 'Existing Clients Only',
  /** Read before the duration by screen readers. */
  durationLabel: 'Length',
  watchLabel: 'Watch',
  /** Shown after Watch when this browser holds no client session. */
  clientsOnly: {
    text: (title: string) =>
      `“${title}” is for existing clients only. Log in to the client portal to watch it.`,
    loginLink: { label: 'Client Login', to: paths.client.login },
    quoteText: 'Not a client yet?',
    quoteLink: { label: 'Get a free quote', to: paths.getQuote },
  },
  /** Shown after Watch when a client is logged in: the videos live in the portal, not on this page. */
  inPortal: {
    text: (title: string) =>
      `This tutorial plays in the client portal, not on this page: open your dashboard to watch “${title}”.`,
    dashboardLink: { label: 'Go to Client Dashboard', to: paths.client.dashboard },
  },
} as const;

export const videoTutorials: readonly VideoTutorial[] = [
  {
    id: 'first-invoice',
    title: 'Submitting your first invoice in the client portal',
    description:
      'Upload an invoice with its rate confirmation and signed BOL, check the advance, and track it until the money lands.',
    duration: '6:30',
    featured: true,
    thumbnail: featuredThumbnail,
  },
  {
    id: 'mobile-app-uploads',
    title: 'Using the mobile app to upload rate confirmations and BOLs',
    description:
      'Scan paperwork from the cab with your phone camera, so invoices go in the same day you deliver.',
    duration: '4:45',
    featured: true,
    thumbnail: featuredThumbnail,
  },
  {
    id: 'funding-reserve-report',
    title: 'Reading your funding and reserve report',
    description:
      'What each column means: advances paid, fees, reserves held and released, and the invoices still open.',
    duration: '7:15',
    featured: false,
    thumbnail,
  },
  {
    id: 'customer-credit-approval',
    title: 'Adding a new customer for credit approval',
    description:
      'Send a broker or shipper for a credit check before you haul, and see their limit and approval in the portal.',
    duration: '5:20',
    featured: false,
    thumbnail,
  },
  {
    id: 'fuel-card-activation',
    title: 'Activating and managing fleet fuel cards',
    description:
      'Activate new cards, assign them to drivers and trucks, set PINs, and replace a lost card in minutes.',
    duration: '9:10',
    featured: false,
    thumbnail,
  },
  {
    id: 'fuel-card-controls',
    title: 'Setting up fuel card purchase controls',
    description:
      'Limit each card by fuel type, gallons, dollar amount and time of day, so every gallon goes into your trucks.',
    duration: '8:05',
    featured: false,
    thumbnail,
  },
];

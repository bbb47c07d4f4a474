import type { Feature } from '@/components/feature-grid';
import type { Stat } from '@/components/stat-list';
import { paths } from '@/config/paths';
import { brand } from './brand';

/** Copy of the About page (docs/product.md#about): story, mission, office, values, team and numbers. */

export const aboutHero = {
  eyebrow: `About ${brand.name}`,
  heading: 'Built by people who know what a late payment does to a trucking business',
  lede: `Since ${brand.foundedYear}, we have helped owner-operators, fleets and freight brokers turn their invoices into working cash, from our home base in Utah.`,
  primaryAction: { label: 'Get Free Quote', to: paths.getQuote },
  secondaryAction: { label: 'How It Works', to: paths.howFactoringWorks },
} as const;

export const aboutStory = {
  heading: 'Our story',
  paragraphs: [
    `${brand.name} was founded in ${brand.foundedYear} in Utah by a small group of people who had spent years around trucks, freight desks and loan files. We kept seeing the same thing: carriers hauling good freight for good customers, then waiting 30 to 90 days to be paid while fuel, insurance, repairs and payroll came due every week.`,
    'Banks were slow to help a young carrier, and many factoring companies answered with long contracts, minimum volumes and fees buried in the fine print. We started the company to offer the opposite: fast funding, simple and transparent rates, and no long-term contracts.',
    'Today more than 750 trucking businesses trust us with their invoices. We still work the way we did in our first year: we answer the phone, we know our clients by name, and we fund approved invoices within 24 hours.',
  ],
} as const;

export const aboutMission = {
  heading: 'Our mission',
  statement:
    'To give every trucking business, from a single owner-operator to a 50-truck fleet, fast, fair and transparent access to the money it has already earned.',
  detail:
    'We advance up to 95% of an invoice, with rates from 1.5%, no minimum volume and no long-term contracts, so cash flow never decides which loads you can take.',
} as const;

export const aboutOffice = {
  heading: 'Visit our office',
  text: `Our team works together from one office in ${brand.office.city}, ${brand.office.region}. Your dedicated account manager, our verification team and our funding desk sit a few steps apart, which is how we move an invoice from submitted to funded within 24 hours. Drop by when you are in town; we are glad to put a face to a name.`,
  image: {
    src: '/images/about/office.svg',
    width: 1200,
    height: 675,
    alt: `Illustration of the ${brand.name} office building in ${brand.office.city}, with the Wasatch mountains behind it and a semi truck parked out front`,
  },
  addressLabel: 'Office address',
} as const;

export const aboutValues = {
  heading: 'What we stand for',
  intro: 'Four values guide every call we take and every invoice we fund.',
  items: [
    {
      title: 'Transparency',
      description:
        'One clear rate, explained before you sign. No hidden fees, no monthly fees and no surprises on your settlement.',
    },
    {
      title: 'Speed',
      description:
        'Freight does not wait, and neither should you. Approved invoices are funded within 24 hours, often the same day.',
    },
    {
      title: 'Partnership',
      description:
        'Every client has a dedicated account manager, support around the clock and a team that speaks English and Spanish.',
    },
    {
      title: 'Integrity',
      description:
        'We treat your customers as carefully as we treat you. No long-term contracts: you stay because the service earns it.',
    },
  ],
} as const satisfies { heading: string; intro: string; items: readonly Feature[] };

export const aboutTeam = {
  heading: 'Our leadership team',
  intro:
    'The people behind your funding: decades of experience in trucking, freight brokerage and finance, and a phone number that always reaches someone.',
  /** What the team list says in place of the cards (features/team/leadership-team). */
  loading: 'Loading the leadership team',
  error: 'We could not load our leadership team just now. Please refresh the page in a moment.',
  empty: 'Our leadership team will be introduced here soon.',
} as const;

export const aboutNumbers = {
  heading: 'By the numbers',
  items: [
    { value: '8+', label: 'Years in business' },
    { value: '750+', label: 'Trucking clients served' },
    { value: '99.5%', label: 'Client satisfaction' },
    { value: '24 hours', label: 'Funding on approved invoices' },
    { value: 'Up to 95%', label: 'Of invoice value advanced' },
    { value: '24/7', label: 'Customer support' },
  ],
} as const satisfies { heading: string; items: readonly Stat[] };

export const aboutClosing = {
  heading: 'Ready to get paid faster?',
  text: 'Tell us about your business and we will send a free quote within 1 hour during business hours.',
  action: { label: 'Get Free Quote', to: paths.getQuote },
} as const;

import { calculateFactoring, factoringDefaults, formatUsd } from '@trucking-finance/contracts';
import type { FaqItem } from '@/components/faq-list';
import type { Step } from '@/components/steps-list';
import { paths } from '@/config/paths';
import { brand } from './brand';

export const factoringHero = {
  eyebrow: 'Invoice factoring',
  heading: 'How Factoring Works',
  lede: 'Turn unpaid freight invoices into working capital in three simple steps: no debt, no long-term contracts, and funding within 24 hours.',
  action: { label: 'Get Free Quote', to: paths.getQuote },
} as const;

export const factoringSteps = {
  eyebrow: 'Three simple steps',
  title: 'From delivered load to money in the bank',
  steps: [
    {
      icon: 'document',
      title: 'Submit Your Invoice',
      description:
        'Deliver the load, then upload the invoice and signed bill of lading from the online portal or the mobile app. It takes a couple of minutes from the cab.',
    },
    {
      icon: 'search',
      title: 'We Verify and Approve',
      description:
        'We confirm the delivery with your customer and check their credit. Approval rests on their payment record, so your own credit is not the deciding factor.',
    },
    {
      icon: 'cash',
      title: 'Get Paid',
      description:
        'Up to 95% of the invoice value lands in your bank account within 24 hours. The rest, less our fee, follows as soon as your customer pays.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; steps: readonly Step[] };

const example = calculateFactoring(factoringDefaults);
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const factoringExplained = {
  eyebrow: 'The basics',
  title: 'What is invoice factoring?',
  paragraphs: [
    'Factoring means selling your unpaid invoices to a factoring company at a small discount. It is not a loan: there is no debt to repay, no monthly payment and nothing new on your balance sheet. We buy the invoice, then collect payment from your customer.',
    'Shippers and brokers typically pay in 30 to 90 days, but fuel, insurance, repairs and payroll cannot wait that long. Factoring closes that gap, so the money you have already earned works for you today.',
  ],
  image: {
    src: '/images/how-factoring-works/invoice-to-cash.svg',
    width: 480,
    height: 300,
    alt: `An invoice passes through ${brand.shortName} and comes out as cash`,
  },
  moneyFlowTitle: 'How the money moves',
  moneyFlow: [
    {
      term: 'The advance',
      detail: 'Up to 95% of the invoice value, paid as soon as the invoice is verified.',
    },
    {
      term: 'The reserve',
      detail: 'The rest of the invoice, held until your customer pays, then released to you.',
    },
    {
      term: 'The fee',
      detail:
        'A small percentage of the invoice, from 1.5%, taken from the reserve. No monthly fees and no hidden charges.',
    },
  ],
  exampleTitle: `Example: a ${wholeDollars.format(factoringDefaults.invoiceAmount)} invoice`,
  example: [
    {
      term: `Advance at ${factoringDefaults.advanceRate}%, within 24 hours`,
      detail: formatUsd(example.advance),
    },
    {
      term: `Fee at ${factoringDefaults.factoringRate}% per 30 days, customer pays in ${factoringDefaults.paymentTerms} days`,
      detail: formatUsd(example.fee),
    },
    { term: 'Reserve released when your customer pays', detail: formatUsd(example.finalPayout) },
    { term: 'Total you receive', detail: formatUsd(example.totalReceived) },
  ],
  calculatorLink: {
    label: 'Run your own numbers with the factoring calculator',
    to: `${paths.resources}#factoring-calculator`,
  },
} as const;

export const factoringRequirements = {
  eyebrow: 'Getting started',
  title: 'What you need to get started',
  intro:
    'Setting up an account is quick. Have these ready and most carriers are funding on their first invoice within days.',
  items: [
    'Active DOT and MC authority',
    'A certificate of insurance showing valid liability and cargo coverage',
    'Invoices to creditworthy shippers or brokers',
    'A recent invoice with its signed bill of lading and rate confirmation',
    'Your business bank account details for deposits',
  ],
  applicationLink: {
    label: 'Get the printable factoring application',
    to: `${paths.resources}#factoring-application`,
  },
} as const;

export const factoringFaq = {
  eyebrow: 'Questions',
  title: 'Factoring questions, answered',
  items: [
    {
      question: 'Is factoring a loan?',
      answer:
        'No. You sell your invoices to us, so there is no debt to repay and no monthly payment. Your customer pays the invoice to us, and we release the reserve to you.',
    },
    {
      question: 'How fast will I get paid?',
      answer:
        'Once an invoice is verified, the advance reaches your account within 24 hours, often the same day. Funds are not processed on federal holidays.',
    },
    {
      question: 'How much does factoring cost?',
      answer:
        'Rates start at 1.5% and depend on your volume, your customers’ credit and how quickly they pay. There are no monthly fees, and your quote shows the full cost up front.',
    },
    {
      question: 'Do I have to factor every invoice?',
      answer:
        'No. There are no long-term contracts and no minimum volume. Factor one load, or every load, as your business needs.',
    },
    {
      question: 'Can a new trucking company qualify?',
      answer:
        'Yes. We look for at least 3 months in business, and startups are considered, because approval depends mostly on the credit of the customers you haul for.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; items: readonly FaqItem[] };

export const factoringCallToAction = {
  title: 'Ready to turn your invoices into cash?',
  text: 'Request a free quote and we will answer within 1 hour during business hours, or call us Monday to Friday, 7 AM to 3 PM MST.',
  quoteAction: { label: 'Get Your Free Quote', to: paths.getQuote },
  callLabel: 'Call',
} as const;

import type { LegalDocumentContent } from '@/components/legal-document';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { legalLastUpdated, officeAddressLines } from './legal-document';

export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy Policy',
  summary: `How ${brand.name} collects, uses, shares and protects the information you give us when you request a quote, apply for a fuel card or work with us as a client.`,
  lastUpdated: legalLastUpdated,
  showTableOfContents: true,
  sections: [
    {
      id: 'scope',
      heading: 'Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.name} ("${brand.shortName}", "we", "us") provides invoice factoring, lines of credit and a fleet fuel card program to trucking businesses from our office in Salt Lake City, Utah. This policy explains how we handle personal information collected through this website, by text message, email and phone, and while we provide our services.`,
        },
        {
          kind: 'paragraph',
          text: 'Our customers are businesses, so most of what we handle is business information. Some of it is personal, though: the name, email address and mobile number of an owner-operator, for example, or the details of the people who own or run a company. This policy applies to that information. When you become a client, your factoring or fuel card agreement may include further privacy terms, and those terms control where they differ from this policy.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect the information you choose to give us, information we need to evaluate and serve your business, and a limited amount of technical information.',
        },
        {
          kind: 'list',
          items: [
            'Quote requests: your company name, contact name, email address, phone number, MC and DOT numbers, and business details such as business type, years in business, number of trucks, monthly revenue range, the services you are interested in and any comments you add.',
            'Fuel card applications: your company name, contact name, email address, phone number, MC and DOT numbers, and business details such as the card program, monthly fuel spend, business type, years in business, number of trucks, primary routes, preferred fuel brands and any comments.',
            'Underwriting and account information, if you go on to work with us: ownership and identity details of the business owners, insurance certificates, operating authority, invoices, rate confirmations, bills of lading and proof of delivery, the names and payment history of the customers you invoice, and bank account details for your payments.',
            'Communications: the messages you send us by text, email or through the client portal, and notes our team makes of phone calls with you.',
            'Technical information: our servers record the IP address, browser type, time and page of each request so we can keep the website secure and working. Analytics information is collected only as described in "Analytics and cookies" below.',
          ],
        },
      ],
    },
    {
      id: 'factoring-application',
      heading: 'The printable factoring application stays in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The factoring application form on our Resources page asks for sensitive details such as your federal tax ID, bank account number and routing number. That form never leaves your browser: nothing you type into it is sent to us or stored on our servers. Your browser builds the printable copy on your own device, and the information is gone when you close the page.',
        },
        {
          kind: 'paragraph',
          text: 'We only receive the application when you decide to give us the printed or saved copy, for example by handing it to your account manager. From then on we protect it as described in this policy.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To respond to you. We answer quote requests and fuel card applications within 1 hour during business hours (Monday to Friday, 7 AM to 3 PM MST), by phone or email, using the contact details you gave us.',
            'To underwrite your account. We verify your operating authority and insurance, check the creditworthiness of the customers whose invoices you want to factor, and confirm the identity of the business and its owners so we can decide whether and on what terms we can work with you.',
            'To provide our services: advancing funds on your invoices, collecting payment from your customers, issuing and supporting fuel cards, running the client portal and mobile app, and giving you 24/7 support through your account manager and our team.',
            'To keep accounts and the website safe, including detecting fraud, double brokering and identity theft, and investigating suspicious activity.',
            'To meet our legal obligations, such as record keeping, tax reporting and responding to lawful requests.',
            'To improve our website and services, using aggregated information that does not identify you.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We send occasional updates about our services only to people who have asked us about them or are already clients, and every marketing email and text lets you opt out.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share it only in these situations:',
        },
        {
          kind: 'list',
          items: [
            'Service providers that work on our behalf, such as website and database hosting, email and text message delivery, credit and identity verification, banks that move your funds, and the fuel card issuer and network that produce and process your cards. They may use the information only to provide their service to us, and they must protect it.',
            'Your customers and their payment processors, when you are a client: factoring means we notify the brokers and shippers you invoice that payments come to us, and we verify invoices with them.',
            'Legal and safety reasons: when the law requires it, to respond to a subpoena or court order, or to protect our clients, our company or others from fraud or harm.',
            'Business transfers: if we are involved in a merger, financing or sale of assets, information may transfer as part of that transaction, still subject to this policy.',
            'With your permission, in any other case.',
          ],
        },
      ],
    },
    {
      id: 'analytics-and-cookies',
      heading: 'Analytics and cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This website does not need cookies to work, and we do not use advertising cookies. We use Google Analytics to understand which pages are useful only when it is enabled for the site, and even then we never load it for a browser that sends a Global Privacy Control (GPC) signal. If your browser or a privacy extension sends GPC, no analytics script runs and nothing about your visit is sent to Google.',
        },
        {
          kind: 'paragraph',
          text: 'When analytics is on, it records the pages you view and a few actions, such as selecting Get Free Quote, or submitting a quote request together with the service you chose. It never records your name, your contact details or anything else you type into our forms.',
        },
        {
          kind: 'paragraph',
          text: 'If you sign in to the client area, your browser keeps your name, email address, company name and a sign-in token in its local storage so you stay signed in. Signing out removes them.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        {
          kind: 'list',
          items: [
            'Quote requests and fuel card applications that do not lead to an account are kept for up to 24 months, so we can pick up the conversation if you come back, and then deleted.',
            'Client records, including underwriting files, invoices and payment history, are kept for as long as you are a client and then for seven years, as financial record keeping and tax rules require.',
            'Server logs are kept for up to 90 days, unless we need them longer to investigate a security incident.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When we no longer need information, we delete it or remove anything that identifies you.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We encrypt stored data with AES-256 and all traffic to this website with TLS, limit access to the people who need it for their work, store passwords only as one-way hashes and monitor our systems around the clock. No system is perfectly secure, so please tell us right away if you suspect that your account or information has been misused. Our ',
            { kind: 'page-link', label: 'Security page', to: paths.legal.security },
            ' explains our safeguards in more detail.',
          ],
        },
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices and rights',
      blocks: [
        {
          kind: 'list',
          items: [
            'Access and correction: ask us for a copy of the personal information we hold about you, or ask us to correct it.',
            'Deletion: ask us to delete your information. We will, unless we must keep it to meet a legal obligation or to service an active account, and we will tell you if that is the case.',
            'Marketing: reply STOP to any text message from us, or use the unsubscribe link in any marketing email. We will still contact you about your account.',
            'Analytics: turn on Global Privacy Control in your browser, and we will not load analytics for you.',
            'State privacy rights: depending on where you live, the law may give you further rights, such as to know what categories of information we collect and to opt out of its sale. We honor these requests for everyone, wherever they live, and we never treat you differently for making one.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To make a request, contact us using the details at the end of this policy. We will confirm your identity before we act on it, and we respond within 45 days.',
        },
      ],
    },
    {
      id: 'children',
      heading: "Children's privacy",
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website and services are for businesses and the adults who run them. They are not directed at anyone under 18, and we do not knowingly collect information from children. If you believe a child has sent us personal information, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy as our services or the law change. The date at the top of this page shows when it was last revised. If we make a significant change to how we use personal information, we will tell clients by email before it takes effect.',
        },
      ],
    },
  ],
  contact: {
    id: 'contact',
    heading: 'Contact us about privacy',
    text: 'Questions about this policy, or a request about your information? Send us a text message or an email and our privacy team will get back to you.',
    channels: [
      { kind: 'text-message', label: 'Text message', number: brand.textNumber },
      { kind: 'email', label: 'Email', address: brand.privacyEmail },
      { kind: 'office', label: 'Mail', lines: officeAddressLines },
    ],
  },
};

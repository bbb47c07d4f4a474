import type { LegalDocumentContent } from '@/components/legal-document';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { legalLastUpdated } from './legal-document';

export const termsOfUse: LegalDocumentContent = {
  title: 'Terms of Use',
  summary: `The terms that apply when you use the ${brand.name} website, its calculators and tools, and the forms you send us through it.`,
  lastUpdated: legalLastUpdated,
  showTableOfContents: true,
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms are an agreement between you and ${brand.name} ("${brand.shortName}", "we", "us"). By using this website, including its calculators, its forms and the client login, you accept them. If you use the website on behalf of a company, you accept them for that company. If you do not agree, please do not use the website.`,
        },
        {
          kind: 'paragraph',
          text: [
            'Our ',
            { kind: 'page-link', label: 'Privacy Policy', to: paths.legal.privacyPolicy },
            ' explains how we handle the information you give us and is part of these terms.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our services are for trucking businesses. To request a quote, apply for a fuel card or use the client area, you must:',
        },
        {
          kind: 'list',
          items: [
            'be at least 18 years old;',
            'have the legal authority to enter into contracts for the business you represent;',
            'operate a legitimate trucking business, such as a motor carrier, owner-operator, freight broker or logistics company, with the operating authority your work requires;',
            'provide accurate, complete and current information, and update it if it changes; and',
            'maintain valid insurance, including the liability and cargo coverage that the law and your contracts require.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may decline or close any request or account that does not meet these requirements.',
        },
      ],
    },
    {
      id: 'services-and-agreements',
      heading: 'Our services and your agreements with us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This website describes invoice factoring, lines of credit, asset based lending and our fleet fuel card program. The services themselves are provided only under a separate written agreement, such as a factoring agreement or a fuel card agreement, signed by you and by us. If that agreement and these terms ever conflict, the signed agreement controls.',
        },
      ],
    },
    {
      id: 'quotes-are-not-commitments',
      heading: 'Quotes are not commitments to factor',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sending a quote request or fuel card application, and receiving a quote from us, does not create an agreement. A quote is not an offer or a commitment to buy your invoices, to lend, or to issue a card. Every account is subject to our underwriting, including verification of your authority and insurance and of the creditworthiness of your customers, and starts only when a written agreement is signed.',
        },
        {
          kind: 'paragraph',
          text: 'We aim to respond to quote requests within 1 hour during business hours, Monday to Friday, 7 AM to 3 PM MST. That is a service goal, not a promise of approval or of any particular terms.',
        },
      ],
    },
    {
      id: 'calculators-and-estimates',
      heading: 'Calculators, estimates and articles',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The factoring calculator, the rate quote tool and any advance, fee or rate figures they show are illustrative. They use the numbers you enter and simplified assumptions, and the results are estimates, not quotes. Your actual rate and advance, with rates from 1.5% and advances of up to 95% of the invoice value, depend on your volume, your customers, their payment terms and our underwriting.',
        },
        {
          kind: 'paragraph',
          text: 'The printable factoring application is filled in and printed in your browser; we receive it only if you give us the completed copy. Our articles and other content are general information about the trucking industry, not financial, tax or legal advice. Talk to a qualified professional about your own situation.',
        },
      ],
    },
    {
      id: 'client-accounts',
      heading: 'Client accounts and connected systems',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep your sign-in details confidential. You are responsible for activity under your account, and you must tell us right away if you believe someone else has used it.',
            'When you connect an accounting or trucking system through the external login tool, you authorize us to pass the username and password you enter to that system so it can sign you in. We do not store that password.',
            'We may suspend access to protect you, other clients or our systems, for example when we see signs of fraud.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website and its content, including text, articles, calculators, graphics, logos and the ${brand.name} name, belong to us or to those who license them to us, and are protected by copyright and trademark law. You may view, download and print pages for your own use in evaluating or using our services. You may not copy, republish, sell or build a product from our content, or use our name or logo, without our written permission.`,
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { kind: 'paragraph', text: 'When you use the website, you agree not to:' },
        {
          kind: 'list',
          items: [
            'submit false or misleading information, impersonate anyone, or send information about a business you are not authorized to represent;',
            'use the website for fraud, including double brokering, fictitious invoices or identity theft;',
            [
              'probe, scan or test the security of the website, except under the responsible disclosure guidelines on our ',
              { kind: 'page-link', label: 'Security page', to: paths.legal.security },
              ';',
            ],
            'interfere with the website, overload it, or send automated or bulk submissions;',
            'scrape or copy the website by automated means; or',
            'upload viruses or other harmful code, or use the website in any way that breaks the law.',
          ],
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website links to other sites, such as government agencies and our social media pages. We do not control those sites and are not responsible for their content or their privacy practices.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work to keep the website accurate and available, but we provide it "as is" and "as available". To the fullest extent the law allows, we make no warranties about it, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the website will be uninterrupted or free of errors, or that its content is complete or current at every moment.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: `To the fullest extent the law allows, ${brand.name} and its employees and partners are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, arising from your use of the website. Our total liability for any claim about the website is limited to one hundred U.S. dollars ($100).`,
        },
        {
          kind: 'paragraph',
          text: "This section concerns the website only. It does not change either party's obligations under a signed services agreement, and it does not limit any liability that cannot be limited by law.",
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of the State of Utah, without regard to its conflict of law rules. Any dispute about the website or these terms will be decided by the state or federal courts located in Salt Lake County, Utah, and you and we consent to their jurisdiction.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms from time to time. The date at the top of this page shows when they last changed. If you keep using the website after a change, you accept the updated terms.',
        },
      ],
    },
  ],
  contact: {
    id: 'contact',
    heading: 'Questions about these terms',
    text: 'Send us a text message or an email and our support team will answer.',
    channels: [
      { kind: 'text-message', label: 'Text message', number: brand.textNumber },
      { kind: 'email', label: 'Email', address: brand.supportEmail },
    ],
  },
};

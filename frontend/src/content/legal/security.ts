import type { LegalDocumentContent } from '@/components/legal-document';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { legalLastUpdated } from './legal-document';

export const securityPage: LegalDocumentContent = {
  title: 'Security',
  summary:
    'Your invoices, bank details and customer lists are the lifeblood of your business. Here is how we protect them, what you can do to stay safe, and how to reach our security team 24/7.',
  lastUpdated: legalLastUpdated,
  showTableOfContents: true,
  sections: [
    {
      id: 'our-approach',
      heading: 'Our approach',
      blocks: [
        {
          kind: 'paragraph',
          text: `Factoring puts us between you, your customers and your bank account, so security is part of the service we sell, not an add-on. Since ${brand.foundedYear} we have built our systems on a simple rule: collect only what we need, protect everything we keep, and make it hard for anyone to redirect a payment that belongs to you.`,
        },
      ],
    },
    {
      id: 'encryption',
      heading: 'Encryption',
      blocks: [
        {
          kind: 'list',
          items: [
            'At rest: client data in our databases and backups is encrypted with AES-256.',
            'In transit: every connection to this website, the client portal and the mobile app uses TLS, so what you send cannot be read or changed on the way. Pages are only served over HTTPS.',
            'Documents you upload, such as invoices, bills of lading and rate confirmations, are encrypted the same way as the rest of your account.',
          ],
        },
      ],
    },
    {
      id: 'access-controls',
      heading: 'Access controls',
      blocks: [
        {
          kind: 'list',
          items: [
            'Staff see only the accounts and information their role requires, and access is removed the day someone changes roles or leaves.',
            'Administrative sign-ins expire after 24 hours, and repeated failed sign-in attempts are slowed down and blocked.',
            'Client and administrator accounts are kept apart: a client sign-in can never open an administrator page, and the reverse is also true.',
            'Changes to where your funds are sent are confirmed with you by phone before they take effect.',
          ],
        },
      ],
    },
    {
      id: 'passwords',
      heading: 'Passwords',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We never store passwords in readable form. Passwords are kept only as salted, one-way hashes made with argon2id, an algorithm designed to be slow to crack, so not even our own staff can see yours. When you connect an accounting or trucking system through the external login tool, the password you enter is passed straight to that system and is neither stored nor written to our logs.',
        },
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitoring and incident response',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our systems are monitored around the clock for unusual activity, such as bursts of failed sign-ins, unexpected changes to payment details and traffic from known malicious sources. Security events raise alerts to an on-call team, and we follow a written incident response plan. If an incident affects your information, we will tell you promptly and as the law requires, explain what happened and what we are doing about it.',
        },
      ],
    },
    {
      id: 'vendors',
      heading: 'Vendor review',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We rely on a small number of carefully chosen providers for hosting, payments, fuel card processing and message delivery. Before we share any data with a provider, we review its security practices, and we review them again regularly. Our contracts require providers to protect your information, to use it only for the service they provide to us, and to tell us quickly about any incident.',
        },
      ],
    },
    {
      id: 'application-stays-local',
      heading: 'Sensitive details that never reach us',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'The printable factoring application on our Resources page asks for your federal tax ID, bank account and routing numbers. Your browser builds the printable copy on your own device: none of those details are sent to our servers unless you choose to hand us the completed copy. Our ',
            { kind: 'page-link', label: 'Privacy Policy', to: paths.legal.privacyPolicy },
            ' explains how we handle the information we do receive.',
          ],
        },
      ],
    },
    {
      id: 'what-you-can-do',
      heading: 'What you can do',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most attacks on trucking businesses start with a convincing message, not a broken system. A few habits stop nearly all of them:',
        },
        {
          kind: 'list',
          items: [
            'We never ask for your password by email, text message or phone. Anyone who does is not us, however official the message looks.',
            'Be suspicious of any message that asks you to change where payments go, to act urgently, or to sign in through a link. Call your account manager on a number you already know to check.',
            'Look at the address before you sign in: our website and client portal always use a secure https:// address under our own domain.',
            'Use a long, unique password for your client account, and never reuse the one from your email or load board.',
            "Sign out when you use a shared computer, such as one at a truck stop or a shipper's office.",
            "Verify new brokers and shippers before you haul for them. Double brokering and identity theft cost carriers real money, and we are happy to check a new customer's credit and history for you.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you think you clicked a phishing link or shared your password, contact us right away, day or night. The sooner we know, the sooner we can protect your account and your payments.',
        },
      ],
    },
    {
      id: 'report-a-vulnerability',
      heading: 'Report a vulnerability',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If you believe you have found a security weakness in our website, client portal or mobile app, email ',
            { kind: 'email', address: brand.securityEmail },
            ' with a description, the steps to reproduce it and the pages or systems involved. We confirm every report within 24 hours and keep you informed until it is resolved.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We will not take legal action against anyone who researches and reports in good faith and follows these guidelines:',
        },
        {
          kind: 'list',
          items: [
            "Do not access, change or delete data that is not yours; stop and report as soon as you see another person's information.",
            'Do not degrade the service for others, for example with denial-of-service tests or automated scanning at volume.',
            'Do not use phishing, social engineering or physical attacks against our staff, clients or offices.',
            'Give us reasonable time to fix the issue before you share it with anyone else.',
          ],
        },
      ],
    },
  ],
  contact: {
    id: 'security-contact',
    heading: 'Security contact, available 24/7',
    text: 'Suspect fraud, a phishing message using our name, or someone else in your account? Our security team is on call 24/7, including weekends and holidays.',
    channels: [
      { kind: 'email', label: 'Email', address: brand.securityEmail },
      { kind: 'provider-phone', label: 'Phone' },
    ],
  },
};

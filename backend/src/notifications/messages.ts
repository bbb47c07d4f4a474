import {
  adminLeadPath,
  estimateFee,
  referenceIdOf,
  type EstimateAnswers,
  type FeeEstimate,
} from '@trucking-finance/contracts';
import type { NotificationsConfig } from '../config/configuration';
import type { LeadKind } from './notification-job.entity';
import type { LeadView } from './outbox.service';

/** Another lead that shares this one's email, phone digits or DOT number (last 180 days). */
export interface Duplicate {
  kind: LeadKind;
  id: string;
  submittedAt: string;
  matched: string[];
}

export interface MailContent {
  to: string | string[];
  subject: string;
  text: string;
}

const KIND_NAMES: Record<LeadKind, { en: string; es: string }> = {
  quotes: { en: 'Quote request', es: 'solicitud de cotización' },
  'fuel-card-applications': { en: 'Fuel card application', es: 'solicitud de tarjeta de combustible' },
};

const FIELD_LABELS: Record<string, string> = {
  id: 'Lead id',
  companyName: 'Company',
  contactName: 'Contact',
  email: 'Email',
  phone: 'Phone',
  mcNumber: 'MC number',
  dotNumber: 'DOT number',
  businessType: 'Business type',
  yearsInBusiness: 'Years in business',
  monthlyRevenue: 'Monthly revenue',
  numberOfTrucks: 'Number of trucks',
  servicesInterested: 'Services interested',
  fuelCardTier: 'Fuel card tier',
  monthlyFuelSpend: 'Monthly fuel spend',
  primaryRoutes: 'Primary routes',
  preferredFuelBrands: 'Preferred fuel brands',
  comments: 'Comments',
  submittedAt: 'Submitted',
  status: 'Status',
  locale: 'Language',
};

const label = (key: string): string =>
  FIELD_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

const text = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

const percent = (value: number): string => `${value.toFixed(1)}%`;

/** The instant estimate the applicant saw, in the words of the site's success view. */
const estimateLine = ({ low, high }: FeeEstimate): string =>
  low === high ? `${percent(low)} per 30 days` : `${percent(low)} to ${percent(high)} per 30 days`;

/** Where an owner opens the lead in the admin. */
export const adminLinkOf = (config: NotificationsConfig, kind: LeadKind, id: string): string =>
  `${config.publicBaseUrl}${adminLeadPath(kind, id)}`;

/** The staff email: every field, the visit's source, duplicates and the admin link (docs/notifications.md#staff-email). */
export function staffEmail(
  config: NotificationsConfig,
  kind: LeadKind,
  lead: LeadView,
  duplicates: Duplicate[],
): MailContent {
  const { source, ...fields } = lead;
  const lines = [`New ${KIND_NAMES[kind].en.toLowerCase()} from ${text(lead.companyName)}.`, ''];
  for (const [key, value] of Object.entries(fields)) lines.push(`${label(key)}: ${text(value)}`);

  if (kind === 'quotes') {
    // The same figures the applicant saw beside the reference (docs/product.md#instant-estimate).
    lines.push(
      '',
      `Instant estimate shown to the applicant: ${estimateLine(estimateFee(lead as unknown as EstimateAnswers))} per invoice (an estimate from the answers, not an offer).`,
    );
  }

  lines.push('', 'Source:');
  const sourceFields = source && typeof source === 'object' ? Object.entries(source) : [];
  const filled = sourceFields.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (filled.length === 0) lines.push('  direct or not recorded');
  for (const [key, value] of filled) lines.push(`  ${label(key)}: ${text(value)}`);

  lines.push('', 'Possible duplicates (same email, phone or DOT number in the last 180 days):');
  if (duplicates.length === 0) lines.push('  none');
  for (const duplicate of duplicates) {
    lines.push(
      `  ${KIND_NAMES[duplicate.kind].en} ${duplicate.id}, ${duplicate.submittedAt} (same ${duplicate.matched.join(', ')}): ${adminLinkOf(config, duplicate.kind, duplicate.id)}`,
    );
  }
  lines.push('', `Open it in the admin: ${adminLinkOf(config, kind, lead.id)}`);

  return {
    to: config.staffEmails,
    subject: `${KIND_NAMES[kind].en}: ${text(lead.companyName)}`,
    text: lines.join('\n'),
  };
}

/** The applicant's confirmation, in the lead's language (docs/notifications.md#applicant-confirmation). */
export function applicantEmail(
  { providerPhone, publicBaseUrl }: { providerPhone: string; publicBaseUrl: string },
  kind: LeadKind,
  lead: LeadView,
): MailContent {
  const reference = referenceIdOf(lead.id);
  // The status page (docs/product.md#application-status), in the lead's language, takes the
  // reference and this email address.
  const statusPage = `${publicBaseUrl}${lead.locale === 'es' ? '/es' : ''}/application-status`;
  const name = text(lead.contactName);
  if (lead.locale === 'es') {
    return {
      to: String(lead.email),
      subject: `Recibimos su ${KIND_NAMES[kind].es} (referencia ${reference})`,
      text: [
        `Hola, ${name}:`,
        '',
        `Gracias. Recibimos su ${KIND_NAMES[kind].es} para ${text(lead.companyName)}. Su número de referencia es ${reference}.`,
        '',
        'Qué sigue: un especialista revisa sus datos y lo llama dentro de 1 hora en horario de atención (lunes a viernes, de 7 a. m. a 3 p. m., hora de montaña). Si la envió fuera de ese horario, lo llamamos al comenzar el siguiente día hábil.',
        '',
        `Para ver en qué va su solicitud, entre a ${statusPage} con su referencia y este correo electrónico.`,
        '',
        `¿Prefiere llamarnos? Marque ${providerPhone} y mencione su referencia ${reference}.`,
        '',
        'Summit Freight Capital',
      ].join('\n'),
    };
  }
  return {
    to: String(lead.email),
    subject: `We received your ${KIND_NAMES[kind].en.toLowerCase()} (reference ${reference})`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you. We received your ${KIND_NAMES[kind].en.toLowerCase()} for ${text(lead.companyName)}. Your reference is ${reference}.`,
      '',
      'What happens next: a specialist reviews your details and calls you within 1 hour during business hours (Monday to Friday, 7 AM to 3 PM Mountain Time). If you sent it outside those hours, we call you at the start of the next business day.',
      '',
      `To see where your application stands, visit ${statusPage} with your reference and this email address.`,
      '',
      `Rather call us? Dial ${providerPhone} and give your reference ${reference}.`,
      '',
      'Summit Freight Capital',
    ].join('\n'),
  };
}

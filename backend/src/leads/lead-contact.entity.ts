import { randomUUID } from 'node:crypto';
import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadSource, LeadStatus, LeadWorkFields, Locale } from '@trucking-finance/contracts';
import type { LeadContactFields } from './dto/lead-contact.dto';

/**
 * The columns every lead carries, quote request or fuel card application: who the company is, how
 * to reach it, and when it arrived. Each lead entity extends it with its own table.
 */
export abstract class LeadContact {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'company_name', type: 'varchar', length: 200 })
  companyName!: string;

  @Column({ name: 'contact_name', type: 'varchar', length: 200 })
  contactName!: string;

  @Column({ type: 'varchar', length: 200 })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  phone!: string;

  @Column({ name: 'mc_number', type: 'varchar', length: 200 })
  mcNumber!: string;

  @Column({ name: 'dot_number', type: 'varchar', length: 200 })
  dotNumber!: string;

  @Column({ name: 'business_type', type: 'varchar', length: 40 })
  businessType!: string;

  @Column({ name: 'years_in_business', type: 'varchar', length: 40 })
  yearsInBusiness!: string;

  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;

  // The working fields (docs/api.md#working-the-leads-admin).

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status!: LeadStatus;

  /** The staff account working the lead (no foreign key: removing an account unassigns its leads in code). */
  @Column({ name: 'assigned_to', type: 'uuid', nullable: true })
  assignedTo!: string | null;

  @Column({ name: 'lost_reason', type: 'varchar', length: 200, nullable: true })
  lostReason!: string | null;

  @Column({ name: 'first_contacted_at', type: 'timestamptz', nullable: true })
  firstContactedAt!: Date | null;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale!: Locale;

  // Attribution: the visit's first page, as the site sent it.

  @Column({ name: 'utm_source', type: 'varchar', length: 200, nullable: true })
  utmSource!: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: 200, nullable: true })
  utmMedium!: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: 200, nullable: true })
  utmCampaign!: string | null;

  @Column({ name: 'utm_term', type: 'varchar', length: 200, nullable: true })
  utmTerm!: string | null;

  @Column({ name: 'utm_content', type: 'varchar', length: 200, nullable: true })
  utmContent!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  referrer!: string | null;

  @Column({ name: 'landing_path', type: 'varchar', length: 200, nullable: true })
  landingPath!: string | null;
}

/** The source columns, by their API names. */
export const sourceColumns = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'referrer',
  'landingPath',
] as const satisfies readonly (keyof LeadContact & keyof LeadSource)[];

/** The lead's source as the API shows it: only the keys that were sent. */
export const sourceOf = (lead: LeadContact): LeadSource =>
  Object.fromEntries(
    sourceColumns
      .filter((key) => lead[key] !== null && lead[key] !== undefined)
      .map((key) => [key, lead[key]]),
  );

/** A lead's working fields as the API shows them. */
export const workOf = (lead: LeadContact): LeadWorkFields => ({
  status: lead.status,
  assignedTo: lead.assignedTo,
  lostReason: lead.lostReason,
  firstContactedAt: lead.firstContactedAt?.toISOString() ?? null,
  locale: lead.locale,
  source: sourceOf(lead),
});

/**
 * A new lead's id and submission time, set by the app rather than by column defaults, so its
 * notification jobs can be written in the lead's own INSERT (OutboxService.insertLead).
 */
export const newLeadIdentity = (): Pick<LeadContact, 'id' | 'submittedAt'> => ({
  id: randomUUID(),
  submittedAt: new Date(),
});

/** A lead's shared fields as the API shows them. */
export const contactOf = (lead: LeadContact): LeadContactFields & { id: string; submittedAt: string } => ({
  id: lead.id,
  companyName: lead.companyName,
  contactName: lead.contactName,
  email: lead.email,
  phone: lead.phone,
  mcNumber: lead.mcNumber,
  dotNumber: lead.dotNumber,
  businessType: lead.businessType,
  yearsInBusiness: lead.yearsInBusiness,
  submittedAt: lead.submittedAt.toISOString(),
});

import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
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
}

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

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A quote request from the get-quote form. The indexes serve the admin's newest-first list and email search. */
@Entity('quote_requests')
@Index('quote_requests_submitted_at_idx', { synchronize: false })
@Index('quote_requests_email_lower_idx', { synchronize: false })
export class QuoteRequest {
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

  @Column({ name: 'monthly_revenue', type: 'varchar', length: 40 })
  monthlyRevenue!: string;

  @Column({ name: 'business_type', type: 'varchar', length: 40 })
  businessType!: string;

  @Column({ name: 'years_in_business', type: 'varchar', length: 40 })
  yearsInBusiness!: string;

  @Column({ name: 'number_of_trucks', type: 'integer' })
  numberOfTrucks!: number;

  @Column({ name: 'services_interested', type: 'varchar', length: 40 })
  servicesInterested!: string;

  @Column({ type: 'text' })
  comments!: string;

  /** The visitor's consent to be contacted, kept as a record of it. */
  @Column({ name: 'agree_to_terms', type: 'boolean' })
  agreeToTerms!: boolean;

  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;
}

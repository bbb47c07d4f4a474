import { Column, Entity, Index } from 'typeorm';
import { LeadContact } from '../leads/lead-contact.entity';

/** A quote request from the get-quote form. The indexes serve the admin's newest-first list and email search. */
@Entity('quote_requests')
@Index('quote_requests_submitted_at_idx', { synchronize: false })
@Index('quote_requests_status_submitted_at_idx', { synchronize: false })
@Index('quote_requests_assigned_to_submitted_at_idx', { synchronize: false })
@Index('quote_requests_utm_source_submitted_at_idx', { synchronize: false })
@Index('quote_requests_email_prefix_idx', { synchronize: false })
@Index('quote_requests_company_prefix_idx', { synchronize: false })
@Index('quote_requests_contact_prefix_idx', { synchronize: false })
@Index('quote_requests_mc_prefix_idx', { synchronize: false })
@Index('quote_requests_phone_digits_idx', { synchronize: false })
@Index('quote_requests_dot_digits_idx', { synchronize: false })
@Index('quote_requests_new_waiting_idx', { synchronize: false })
export class QuoteRequest extends LeadContact {
  @Column({ name: 'monthly_revenue', type: 'varchar', length: 40 })
  monthlyRevenue!: string;

  @Column({ name: 'number_of_trucks', type: 'integer' })
  numberOfTrucks!: number;

  @Column({ name: 'services_interested', type: 'varchar', length: 40 })
  servicesInterested!: string;

  @Column({ type: 'text' })
  comments!: string;

  /** The visitor's consent to be contacted, kept as a record of it. */
  @Column({ name: 'agree_to_terms', type: 'boolean' })
  agreeToTerms!: boolean;
}

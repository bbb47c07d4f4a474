import { Column, Entity, Index } from 'typeorm';
import { LeadContact } from '../leads/lead-contact.entity';

/** An application for the fleet fuel card. `numberOfTrucks` is kept as the text the visitor entered. */
@Entity('fuel_card_applications')
@Index('fuel_card_applications_submitted_at_idx', { synchronize: false })
@Index('fuel_card_applications_status_submitted_at_idx', { synchronize: false })
@Index('fuel_card_applications_assigned_to_submitted_at_idx', { synchronize: false })
@Index('fuel_card_applications_utm_source_submitted_at_idx', { synchronize: false })
@Index('fuel_card_applications_email_prefix_idx', { synchronize: false })
@Index('fuel_card_applications_company_prefix_idx', { synchronize: false })
@Index('fuel_card_applications_contact_prefix_idx', { synchronize: false })
@Index('fuel_card_applications_mc_prefix_idx', { synchronize: false })
@Index('fuel_card_applications_phone_digits_idx', { synchronize: false })
@Index('fuel_card_applications_dot_digits_idx', { synchronize: false })
@Index('fuel_card_applications_new_waiting_idx', { synchronize: false })
export class FuelCardApplication extends LeadContact {
  @Column({ name: 'fuel_card_tier', type: 'varchar', length: 40 })
  fuelCardTier!: string;

  @Column({ name: 'monthly_fuel_spend', type: 'varchar', length: 40 })
  monthlyFuelSpend!: string;

  @Column({ name: 'number_of_trucks', type: 'varchar', length: 20 })
  numberOfTrucks!: string;

  @Column({ name: 'primary_routes', type: 'text' })
  primaryRoutes!: string;

  @Column({ name: 'preferred_fuel_brands', type: 'text' })
  preferredFuelBrands!: string;

  @Column({ type: 'text', nullable: true })
  comments!: string | null;
}

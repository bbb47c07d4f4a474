import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An application for the fleet fuel card. `numberOfTrucks` is kept as the text the visitor entered. */
@Entity('fuel_card_applications')
@Index('fuel_card_applications_submitted_at_idx', { synchronize: false })
@Index('fuel_card_applications_email_lower_idx', { synchronize: false })
export class FuelCardApplication {
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

  @Column({ name: 'fuel_card_tier', type: 'varchar', length: 40 })
  fuelCardTier!: string;

  @Column({ name: 'monthly_fuel_spend', type: 'varchar', length: 40 })
  monthlyFuelSpend!: string;

  @Column({ name: 'business_type', type: 'varchar', length: 40 })
  businessType!: string;

  @Column({ name: 'years_in_business', type: 'varchar', length: 40 })
  yearsInBusiness!: string;

  @Column({ name: 'number_of_trucks', type: 'varchar', length: 20 })
  numberOfTrucks!: string;

  @Column({ name: 'primary_routes', type: 'text' })
  primaryRoutes!: string;

  @Column({ name: 'preferred_fuel_brands', type: 'text' })
  preferredFuelBrands!: string;

  @Column({ type: 'text', nullable: true })
  comments!: string | null;

  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;
}

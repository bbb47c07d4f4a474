import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadKind } from '@trucking-finance/contracts';

/**
 * One change of one working field of a lead: who, when, from what, to what. The increasing id
 * keeps the changes of one request in the order they were made (they share their time).
 */
@Entity('lead_history')
@Index('lead_history_lead_idx', { synchronize: false })
export class LeadHistoryRow {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ name: 'lead_kind', type: 'varchar', length: 40 })
  leadKind!: LeadKind;

  @Column({ name: 'lead_id', type: 'uuid' })
  leadId!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 200 })
  actorName!: string;

  @Column({ type: 'varchar', length: 40 })
  field!: string;

  @Column({ name: 'from_value', type: 'varchar', length: 500, nullable: true })
  fromValue!: string | null;

  @Column({ name: 'to_value', type: 'varchar', length: 500, nullable: true })
  toValue!: string | null;
}

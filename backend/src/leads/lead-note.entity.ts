import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadKind } from '@trucking-finance/contracts';

/**
 * A note a staff member wrote on a lead. The lead is named by kind and id (no foreign key: the two
 * kinds live in two tables); deleting a lead deletes its notes in the same transaction.
 */
@Entity('lead_notes')
@Index('lead_notes_lead_idx', { synchronize: false })
export class LeadNoteRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'lead_kind', type: 'varchar', length: 40 })
  leadKind!: LeadKind;

  @Column({ name: 'lead_id', type: 'uuid' })
  leadId!: string;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId!: string | null;

  /** The author's display name when the note was written; it stays when the account goes. */
  @Column({ name: 'author_name', type: 'varchar', length: 200 })
  authorName!: string;

  @Column({ type: 'text' })
  text!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

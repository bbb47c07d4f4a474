import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The answer given to one public submission sent with an Idempotency-Key, written in the same
 * transaction as the lead it created, and kept until `expiresAt` (24 hours) so that a repeat of
 * the submission gets that answer again instead of a second lead (docs/api.md#idempotency-keys).
 */
@Entity('idempotency_keys')
export class IdempotencyRecord {
  /** The endpoint the key was used on (`POST /api/quotes`): the same key on another one is another key. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  scope!: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key!: string;

  /** SHA-256 of the request body (keys sorted): the same key with another body is refused. */
  @Column({ type: 'char', length: 64 })
  fingerprint!: string;

  @Column({ type: 'smallint' })
  status!: number;

  @Column({ type: 'jsonb' })
  body!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Index('idempotency_keys_expires_at_idx')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not } from 'typeorm';
import type { StaffMember } from '@trucking-finance/contracts';
import { AdminUser } from '../auth/admin-user.entity';
import { HashingBusyError } from '../auth/hashing-slots';
import { PasswordHasher } from '../auth/password-hasher';
import { ApiException } from '../common/api-error';
import { FuelCardApplication } from '../fuel-cards/fuel-card-application.entity';
import { QuoteRequest } from '../quotes/quote-request.entity';
import type { CreateStaffDto, UpdateStaffDto } from './dto/staff.dto';

const toMember = (account: AdminUser): StaffMember => ({
  id: account.id,
  username: account.username,
  displayName: account.displayName,
  role: account.role,
  createdAt: account.createdAt.toISOString(),
});

/**
 * Staff accounts (docs/api.md#staff-accounts). Changes that could remove the last owner take a
 * lock on every owner row first, so two owners demoting each other at once cannot both succeed.
 * A role change or password reset ends the account's sessions through the token check
 * (JwtStrategy compares the token's role and password time with the account's).
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  async list(): Promise<StaffMember[]> {
    const accounts = await this.dataSource.manager
      .createQueryBuilder(AdminUser, 'account')
      .orderBy('lower(account.username)', 'ASC')
      .getMany();
    return accounts.map(toMember);
  }

  async create({ username, displayName, password, role }: CreateStaffDto): Promise<StaffMember> {
    const passwordHash = await this.hash(password);
    return this.dataSource.transaction(async (db) => {
      await this.refuseTakenUsername(db, username);
      const account = db.create(AdminUser, {
        username,
        displayName,
        role,
        passwordHash,
        passwordChangedAt: new Date(),
      });
      await db.insert(AdminUser, account);
      return toMember(await db.findOneByOrFail(AdminUser, { id: account.id }));
    });
  }

  async update(id: string, change: UpdateStaffDto): Promise<StaffMember> {
    const passwordHash = change.password === undefined ? undefined : await this.hash(change.password);
    return this.dataSource.transaction(async (db) => {
      await this.lockOwners(db);
      const account = await db.findOne(AdminUser, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new ApiException('staff_not_found');
      if (change.role === 'agent' && account.role === 'owner') await this.refuseLastOwner(db, id);
      if (change.username !== undefined && change.username.toLowerCase() !== account.username.toLowerCase()) {
        await this.refuseTakenUsername(db, change.username, id);
      }
      const updates: Partial<AdminUser> = {};
      if (change.username !== undefined) updates.username = change.username;
      if (change.displayName !== undefined) updates.displayName = change.displayName;
      if (change.role !== undefined) updates.role = change.role;
      if (passwordHash !== undefined) {
        updates.passwordHash = passwordHash;
        updates.passwordChangedAt = new Date();
      }
      if (Object.keys(updates).length > 0) await db.update(AdminUser, { id }, updates);
      return toMember(await db.findOneByOrFail(AdminUser, { id }));
    });
  }

  /** Removes the account; its leads become unassigned; its tokens stop working with it. */
  async remove(id: string): Promise<void> {
    await this.dataSource.transaction(async (db) => {
      await this.lockOwners(db);
      const account = await db.findOne(AdminUser, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new ApiException('staff_not_found');
      if (account.role === 'owner') await this.refuseLastOwner(db, id);
      await db.update(QuoteRequest, { assignedTo: id }, { assignedTo: null });
      await db.update(FuelCardApplication, { assignedTo: id }, { assignedTo: null });
      await db.delete(AdminUser, { id });
    });
  }

  private async lockOwners(db: EntityManager): Promise<void> {
    await db.find(AdminUser, {
      select: { id: true },
      where: { role: 'owner' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  private async refuseLastOwner(db: EntityManager, leaving: string): Promise<void> {
    const others = await db.count(AdminUser, { where: { role: 'owner', id: Not(leaving) } });
    if (others === 0) throw new ApiException('last_owner');
  }

  private async refuseTakenUsername(db: EntityManager, username: string, except?: string): Promise<void> {
    const taken = await db
      .createQueryBuilder(AdminUser, 'account')
      .where('lower(account.username) = :username', { username: username.toLowerCase() })
      .andWhere(except ? 'account.id <> :except' : 'TRUE', { except })
      .getExists();
    if (taken) throw new ApiException('staff_username_taken');
  }

  private async hash(password: string): Promise<string> {
    try {
      return await this.hasher.hash(password);
    } catch (error) {
      if (error instanceof HashingBusyError) throw new ApiException('sign_in_busy');
      throw error;
    }
  }
}

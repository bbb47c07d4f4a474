import type { Repository } from 'typeorm';
import { PageQueryDto, pageWindow } from '../common/pagination';
import type { LeadContact } from './lead-contact.entity';

/**
 * One page of leads by submission date, newest first unless `order` is 'oldest' (the
 * `(submitted_at DESC, id DESC)` index serves both directions), with the total; given an email,
 * only that address's leads, whatever its case (the `lower(email)` index).
 */
export function leadsByDate<T extends LeadContact>(
  leads: Repository<T>,
  page: PageQueryDto,
  email?: string,
): Promise<[T[], number]> {
  const { skip, take } = pageWindow(page);
  const direction = page.order === 'oldest' ? 'ASC' : 'DESC';
  const query = leads
    .createQueryBuilder('lead')
    .orderBy('lead.submittedAt', direction)
    .addOrderBy('lead.id', direction)
    .offset(skip)
    .limit(take);
  if (email !== undefined) query.where('lower(lead.email) = lower(:email)', { email });
  return query.getManyAndCount();
}

import type { Repository } from 'typeorm';
import { PageQueryDto, pageWindow } from '../common/pagination';
import type { LeadContact } from './lead-contact.entity';

/**
 * One page of leads, newest first (served by the `(submitted_at DESC, id DESC)` index), with the
 * total; given an email, only that address's leads, whatever its case (the `lower(email)` index).
 */
export function newestFirst<T extends LeadContact>(
  leads: Repository<T>,
  page: PageQueryDto,
  email?: string,
): Promise<[T[], number]> {
  const { skip, take } = pageWindow(page);
  const query = leads
    .createQueryBuilder('lead')
    .orderBy('lead.submittedAt', 'DESC')
    .addOrderBy('lead.id', 'DESC')
    .offset(skip)
    .limit(take);
  if (email !== undefined) query.where('lower(lead.email) = lower(:email)', { email });
  return query.getManyAndCount();
}

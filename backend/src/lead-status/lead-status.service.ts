import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  publicLeadStatus,
  type LeadKind,
  type LeadStatus,
  type LeadStatusLookupResponse,
} from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { FuelCardApplication } from '../fuel-cards/fuel-card-application.entity';
import type { LeadContact } from '../leads/lead-contact.entity';
import { QuoteRequest } from '../quotes/quote-request.entity';

const UUID_LENGTH = 36;

/** The ids a reference covers: the one id, or every id that starts with the 8 characters (a primary key range). */
function idRange(reference: string): [string, string] {
  if (reference.length === UUID_LENGTH) return [reference, reference];
  return [`${reference}-0000-0000-0000-000000000000`, `${reference}-ffff-ffff-ffff-ffffffffffff`];
}

/** A lead's pipeline status, once leads carry one; until then every lead reads as received. */
const statusOf = (lead: LeadContact): LeadStatus | undefined => (lead as { status?: LeadStatus }).status;

/**
 * The status lookup (docs/api.md#status-lookup): a lead of either kind whose id starts with the
 * reference and whose email matches, case aside. Both kinds are always searched, match or not, so
 * the work (and the time) does not tell which part was wrong.
 */
@Injectable()
export class LeadStatusService {
  constructor(
    @InjectRepository(QuoteRequest) private readonly quotes: Repository<QuoteRequest>,
    @InjectRepository(FuelCardApplication) private readonly applications: Repository<FuelCardApplication>,
  ) {}

  async lookup(reference: string, email: string): Promise<LeadStatusLookupResponse> {
    const [low, high] = idRange(reference);
    const find = <T extends LeadContact>(repository: Repository<T>) =>
      repository
        .createQueryBuilder('lead')
        .where('lead.id BETWEEN :low AND :high', { low, high })
        .andWhere('lower(lead.email) = lower(:email)', { email })
        .orderBy('lead.submittedAt', 'DESC')
        .getOne();
    const [quote, application] = await Promise.all([find(this.quotes), find(this.applications)]);

    const found: { kind: LeadKind; lead: LeadContact }[] = [];
    if (quote) found.push({ kind: 'quotes', lead: quote });
    if (application) found.push({ kind: 'fuel-card-applications', lead: application });
    const newest = found.sort((a, b) => b.lead.submittedAt.getTime() - a.lead.submittedAt.getTime())[0];
    if (!newest) throw new ApiException('lead_status_not_found');

    return {
      success: true,
      kind: newest.kind,
      status: publicLeadStatus(statusOf(newest.lead)),
      submittedAt: newest.lead.submittedAt.toISOString(),
    };
  }
}

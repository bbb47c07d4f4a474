import type {
  FuelCardApplication as FuelCardApplicationView,
  LeadKind,
  Quote,
} from '@trucking-finance/contracts';
import type { Resource } from '../common/error-text';
import { FuelCardApplication } from '../fuel-cards/fuel-card-application.entity';
import { toApplication } from '../fuel-cards/fuel-card-applications.service';
import { QuoteRequest } from '../quotes/quote-request.entity';
import { toQuote } from '../quotes/quotes.service';
import type { LeadContact } from './lead-contact.entity';

/** What the shared lead routes need to know about one kind of lead. */
export interface LeadKindSpec {
  kind: LeadKind;
  entity: typeof QuoteRequest | typeof FuelCardApplication;
  table: 'quote_requests' | 'fuel_card_applications';
  /** The audit trail's name for it, and the id's name in errors. */
  target: Resource & ('quote' | 'fuel_card_application');
  notFound: 'quote_not_found' | 'fuel_card_application_not_found';
  /** The kind's own fields as the API shows them. */
  view: (row: LeadContact) => Quote | FuelCardApplicationView;
  /** The kind's own columns, in the CSV's order, after the contact fields. */
  ownFields: readonly string[];
}

export const leadKindSpecs: Record<LeadKind, LeadKindSpec> = {
  quotes: {
    kind: 'quotes',
    entity: QuoteRequest,
    table: 'quote_requests',
    target: 'quote',
    notFound: 'quote_not_found',
    view: (row) => toQuote(row as QuoteRequest),
    ownFields: ['monthlyRevenue', 'numberOfTrucks', 'servicesInterested', 'comments'],
  },
  'fuel-card-applications': {
    kind: 'fuel-card-applications',
    entity: FuelCardApplication,
    table: 'fuel_card_applications',
    target: 'fuel_card_application',
    notFound: 'fuel_card_application_not_found',
    view: (row) => toApplication(row as FuelCardApplication),
    ownFields: [
      'fuelCardTier',
      'monthlyFuelSpend',
      'numberOfTrucks',
      'primaryRoutes',
      'preferredFuelBrands',
      'comments',
    ],
  },
};

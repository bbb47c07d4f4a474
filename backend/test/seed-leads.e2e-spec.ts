import { DataSource } from 'typeorm';
import { seedLeads, SqlParameters } from '../../scripts/seed-leads';
import { createValidationPipe } from '../src/common/validation';
import { dataSourceOptions } from '../src/database/data-source';
import { CreateFuelCardApplicationDto } from '../src/fuel-cards/dto/create-fuel-card-application.dto';
import { FuelCardApplication } from '../src/fuel-cards/fuel-card-application.entity';
import { CreateQuoteDto } from '../src/quotes/dto/create-quote.dto';
import { QuoteRequest } from '../src/quotes/quote-request.entity';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const DAY = 86_400_000;

const present = (fields: object) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));

/** A stored lead's fields as a visitor would send them (the source as one object), for the API's own validation. */
const asPayload = ({
  id: _id,
  submittedAt: _at,
  status: _status,
  assignedTo: _assignedTo,
  lostReason: _lostReason,
  firstContactedAt: _firstContactedAt,
  utmSource,
  utmMedium,
  utmCampaign,
  utmTerm,
  utmContent,
  referrer,
  landingPath,
  ...fields
}: QuoteRequest | FuelCardApplication) => ({
  ...present(fields),
  source: present({ utmSource, utmMedium, utmCampaign, utmTerm, utmContent, referrer, landingPath }),
});

describe('The lead seeder (scripts/seed-leads.ts)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = new DataSource(dataSourceOptions(database.url));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('seeds leads that read back through the entities as ones the API would accept', async () => {
    const seededAt = Date.now();
    expect(await seedLeads(dataSource, { count: 12, days: 30 })).toEqual({ quotes: 9, applications: 3 });

    const quotes = await dataSource.getRepository(QuoteRequest).find();
    const applications = await dataSource.getRepository(FuelCardApplication).find();
    expect(quotes).toHaveLength(9);
    expect(applications).toHaveLength(3);

    const pipe = createValidationPipe();
    for (const quote of quotes) {
      await expect(
        pipe.transform(asPayload(quote), { type: 'body', metatype: CreateQuoteDto }),
      ).resolves.toBeInstanceOf(CreateQuoteDto);
      expect(quote.agreeToTerms).toBe(true);
    }
    for (const application of applications) {
      await expect(
        pipe.transform(asPayload(application), { type: 'body', metatype: CreateFuelCardApplicationDto }),
      ).resolves.toBeInstanceOf(CreateFuelCardApplicationDto);
      expect(application.fuelCardTier).toBe('fleet');
    }

    const leads = [...quotes, ...applications];
    // Dates spread over the last 30 days, none in the future.
    for (const { submittedAt } of leads) {
      expect(submittedAt.getTime()).toBeLessThanOrEqual(seededAt + 60_000);
      expect(submittedAt.getTime()).toBeGreaterThan(seededAt - 31 * DAY);
    }
    // Worked leads: a lost one has its reason, a contacted one its first contact, never in the future.
    for (const lead of leads) {
      expect(lead.lostReason === null).toBe(lead.status !== 'lost');
      expect(lead.firstContactedAt === null).toBe(lead.status === 'new' || lead.status === 'spam');
      if (lead.firstContactedAt) {
        expect(lead.firstContactedAt.getTime()).toBeLessThanOrEqual(seededAt + 60_000);
        expect(lead.firstContactedAt.getTime()).toBeGreaterThan(lead.submittedAt.getTime() - 600_000);
      }
    }
    expect(new Set(leads.map((lead) => lead.status)).size).toBeGreaterThan(3);

    // Repeat customers: fewer companies (email addresses) than leads.
    const companies = new Set(leads.map((lead) => lead.email.toLowerCase()));
    expect(companies.size).toBeGreaterThan(1);
    expect(companies.size).toBeLessThan(leads.length);

    // Assigned to seeded agents (who cannot sign in), some left unassigned.
    const agents: { id: string; role: string; password_hash: string }[] = await dataSource.query(
      `SELECT id, role, password_hash FROM admin_users WHERE username LIKE 'seeded-agent-%'`,
    );
    expect(agents.length).toBeGreaterThan(1);
    for (const agent of agents) expect(agent).toMatchObject({ role: 'agent', password_hash: '!' });
    const assigned = leads.filter((lead) => lead.assignedTo !== null);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.length).toBeLessThan(leads.length);
    for (const lead of assigned) expect(agents.map(({ id }) => id)).toContain(lead.assignedTo);
    // Notes only on worked leads, by a seeded agent.
    const notes: { lead_id: string; author_id: string }[] = await dataSource.query(
      'SELECT lead_id, author_id FROM lead_notes',
    );
    for (const note of notes) {
      const lead = leads.find(({ id }) => id === note.lead_id);
      expect(lead && !['new', 'spam'].includes(lead.status)).toBe(true);
      expect(agents.map(({ id }) => id)).toContain(note.author_id);
    }
    // The rollup triggers counted every seeded lead and address.
    const [{ total, unique }] = await dataSource.query(
      `SELECT (SELECT sum(n) FROM lead_counts)::int AS total,
        (SELECT sum(n) FROM lead_totals WHERE name = 'unique_emails')::int AS unique`,
    );
    expect({ total, unique }).toEqual({ total: leads.length, unique: companies.size });
  });
});

describe('SqlParameters', () => {
  it('numbers parameters in the order they are added, and sends a list added twice once', () => {
    const params = new SqlParameters();
    const names = ['Maria', 'Luis'];
    expect([params.add(1), params.add(names), params.add(20_000), params.add(names), params.add(1)]).toEqual([
      '$1',
      '$2',
      '$3',
      '$2',
      '$4',
    ]);
    expect(params.values).toEqual([1, names, 20_000, 1]);
  });
});

import { garbagePdf, passwordProtectedPdf, photoJpeg, textPdf } from '../../../test/fixtures/documents';
import { rateConfirmations, type RateConfirmationFields } from '../../../test/fixtures/rate-confirmations';
import { readRateConfirmation } from '.';

const FIELDS = ['loadNumber', 'amountCents', 'brokerMc', 'brokerName', 'pickupDate'] as const;

type Mark = 'right' | 'wrong' | 'missing' | 'none';

/** right: read as printed; wrong: a value that is not the printed one; missing: printed, not read; none: not printed, not read. */
function mark(
  expected: RateConfirmationFields,
  read: RateConfirmationFields,
  field: (typeof FIELDS)[number],
): Mark {
  if (read[field] === undefined) return expected[field] === undefined ? 'none' : 'missing';
  return read[field] === expected[field] ? 'right' : 'wrong';
}

describe('readRateConfirmation on rate confirmations in six layouts', () => {
  let table: Record<string, Record<(typeof FIELDS)[number], Mark> & { right: string }>;

  beforeAll(async () => {
    table = {};
    for (const fixture of rateConfirmations) {
      const result = await readRateConfirmation(await fixture.build());
      if (!result.ok) throw new Error(`${fixture.layout}: refused with ${result.code}`);
      const marks = Object.fromEntries(
        FIELDS.map((field) => [field, mark(fixture.expected, result.fields, field)]),
      );
      const printed = FIELDS.filter((field) => fixture.expected[field] !== undefined).length;
      const right = FIELDS.filter((field) => marks[field] === 'right').length;
      table[fixture.layout] = {
        ...(marks as Record<(typeof FIELDS)[number], Mark>),
        right: `${right}/${printed}`,
      };
    }
    // The report: how many of the five fields each layout gets right (docs/product.md#reading-a-rate-confirmation).
    process.stdout.write(
      `\nRate confirmation fields read right, by layout:\n${Object.entries(table)
        .map(
          ([layout, row]) =>
            `  ${layout.padEnd(11)} ${row.right.padEnd(4)} ${FIELDS.map((f) => `${f}=${row[f]}`).join(' ')}`,
        )
        .join('\n')}\n`,
    );
  });

  it('reads every field of every layout with a text layer, and nothing wrong anywhere', () => {
    const all = (mark: Mark) => Object.fromEntries(FIELDS.map((field) => [field, mark]));
    expect(table).toEqual({
      table: { ...all('right'), right: '5/5' },
      'two-column': { ...all('right'), right: '5/5' },
      'line-haul': { ...all('right'), right: '5/5' },
      'two-page': { ...all('right'), right: '5/5' },
      tender: { ...all('right'), right: '5/5' },
      scanned: { ...all('none'), right: '0/0' },
    });
  });

  it('builds the same bytes every time, so other suites can compare hashes', async () => {
    for (const fixture of rateConfirmations) {
      expect([fixture.layout, (await fixture.build()).equals(await fixture.build())]).toEqual([
        fixture.layout,
        true,
      ]);
    }
  });

  it('gives nothing rather than garbage for a scan without text', async () => {
    const scanned = rateConfirmations.find((fixture) => fixture.layout === 'scanned')!;
    expect(await readRateConfirmation(await scanned.build())).toEqual({ ok: true, fields: {} });
  });

  it('finds nothing in a PDF that is not a rate confirmation', async () => {
    const bol = await textPdf([
      ['STRAIGHT BILL OF LADING', 'Consignee: Lakeside Foods', 'Pieces: 22  Weight: 38,200 lb'],
    ]);
    expect(await readRateConfirmation(bol)).toEqual({ ok: true, fields: {} });
  });

  it('refuses what is not a readable PDF, with the document codes', async () => {
    expect(await readRateConfirmation(Buffer.alloc(0))).toEqual({ ok: false, code: 'document_empty' });
    expect(await readRateConfirmation(await photoJpeg({ width: 64, height: 48 }))).toEqual({
      ok: false,
      code: 'document_unsupported_type',
    });
    expect(await readRateConfirmation(garbagePdf())).toEqual({ ok: false, code: 'document_pdf_unreadable' });
    expect(await readRateConfirmation(await passwordProtectedPdf())).toEqual({
      ok: false,
      code: 'document_pdf_encrypted',
    });
  });
});

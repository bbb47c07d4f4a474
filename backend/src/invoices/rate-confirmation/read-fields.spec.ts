import { readAmountCents, readBrokerMc, readBrokerName, readLoadNumber, readPickupDate } from './read-fields';
import { layOut } from './text-layout';
import { findUsDate } from './us-dates';

/** Lines of a page from rows of cells: each row 14 pt under the last, its cells 250 pt apart. */
const page = (...rows: string[][]) =>
  layOut([
    rows.flatMap((cells, row) =>
      cells.map((str, column) => ({
        str,
        x: 40 + column * 250,
        y: 750 - row * 14,
        width: str.length * 5,
        fontSize: 10,
      })),
    ),
  ]);

describe('findUsDate', () => {
  it.each([
    ['03/14/2026', '2026-03-14'],
    ['Appt 3/4/26 07:00-11:00', '2026-03-04'],
    ['04-03-2026', '2026-04-03'],
    ['2026-07-11T06:00', '2026-07-11'],
    ['Tue, Apr 7, 2026 07:00', '2026-04-07'],
    ['March 4th, 2026', '2026-03-04'],
    ['Sept. 30, 2026', '2026-09-30'],
    ['14 March 2026', '2026-03-14'],
    ['Delivery 06/04/2026, pickup 06/02/2026', '2026-06-04'],
  ])('%p → %s', (text, date) => {
    expect(findUsDate(text)).toBe(date);
  });

  it.each(['02/30/2026', '13/01/2026', 'Weight: 41,500 lbs', 'Miles: 1,152', 'PO 448120', ''])(
    'finds none in %p',
    (text) => {
      expect(findUsDate(text)).toBeNull();
    },
  );
});

describe('readLoadNumber', () => {
  it.each([
    [['Load No. 44120'], '44120'],
    [['Load ID: TX-9921'], 'TX-9921'],
    [['PRO Number 778812'], '778812'],
    [['Order Number: A-55120'], 'A-55120'],
    [['Shipment # 0091827'], '0091827'],
    [['Load: 5512'], '5512'],
  ])('reads %p', (row, loadNumber) => {
    expect(readLoadNumber(page(row))).toBe(loadNumber);
  });

  it('prefers the load number to a PRO number, and never takes a date or a word for one', () => {
    expect(readLoadNumber(page(['Pro #: 99-1'], ['Load #: 88120']))).toBe('88120');
    expect(readLoadNumber(page(['Load #'], ['03/14/2026']))).toBeNull();
    expect(readLoadNumber(page(['Load Confirmation'], ['Load Type: Full truckload']))).toBeNull();
  });
});

describe('readAmountCents', () => {
  it.each([
    [[['Total Rate: $1,200.00']], 120_000],
    [[['Total: $2,000']], 200_000],
    [[['TOTAL', 'USD 950.25']], 95_025],
    [[['Agreed Rate $3,100.00']], 310_000],
    [[['Total Miles: 388', 'Total Carrier Pay: $1,410.00']], 141_000],
    [
      [
        ['Line Haul', '$1,000.00'],
        ['Fuel', '$120.00'],
        ['Stop-off', '$75.00'],
        ['Notes', '$999.00'],
      ],
      119_500,
    ],
  ])('reads %p', (rows, cents) => {
    expect(readAmountCents(page(...rows))).toBe(cents);
  });

  it('reads no amount from counts, miles or weights', () => {
    expect(
      readAmountCents(page(['Total Miles: 1,152'], ['Total Weight: 41,500'], ['Pallets: 22'])),
    ).toBeNull();
  });
});

describe('readBrokerMc and readBrokerName', () => {
  it.each(['MC-123456', 'MC# 123456', 'MC: 123456', 'MC Number 123456', 'MC #123456'])('reads %p', (text) => {
    expect(readBrokerMc(page([text]))).toBe('123456');
  });

  it("skips the carrier's MC, whether its line or its heading says so", () => {
    expect(readBrokerMc(page(['Carrier MC: 1111111'], ['Broker MC: 654321']))).toBe('654321');
    expect(readBrokerMc(page(['Carrier:'], ['MC# 1111111'], ['Bill To:'], ['MC# 654321']))).toBe('654321');
    expect(readBrokerMc(page(['Carrier Information'], ['MC 1111111']))).toBeNull();
  });

  it('reads the name after "Broker:", under "Bill To", or by the MC', () => {
    expect(readBrokerName(page(['Broker: Prairie Wind Logistics LLC']))).toBe('Prairie Wind Logistics LLC');
    expect(readBrokerName(page(['Bill To'], ['Keystone Freight Inc.'], ['PO Box 7']))).toBe(
      'Keystone Freight Inc.',
    );
    expect(
      readBrokerName(
        page(['Carrier:'], ['Rio Grande Haulers LLC'], ['Issued by Mesa Freight Co.  MC 555123']),
      ),
    ).toBe('Mesa Freight Co.');
  });
});

describe('readPickupDate', () => {
  it.each([
    [[['Pickup Date: 3/4/26']], '2026-03-04'],
    [[['PU Date 2026-03-04']], '2026-03-04'],
    [[['Pick-up: March 4, 2026']], '2026-03-04'],
    [
      [
        ['Ship Date', 'Delivery Date'],
        ['04-03-2026', '04-05-2026'],
      ],
      '2026-04-03',
    ],
    [[['Shipper'], ['Valley Fresh Packing Co.'], ['Appt 05/01/2026 07:00']], '2026-05-01'],
  ])('reads %p', (rows, date) => {
    expect(readPickupDate(page(...rows))).toBe(date);
  });

  it("never takes the delivery's date for the pickup's", () => {
    expect(readPickupDate(page(['Consignee'], ['Deliver 06/04/2026'], ['Printed 06/01/2026']))).toBeNull();
    expect(readPickupDate(page(['Pickup: 02/30/2026']))).toBeNull();
  });
});

import { dollarsToCents, INVOICE_AMOUNT_CENTS, type CalendarDate } from '@trucking-finance/contracts';
import { cellsBelow, cellsRightOf, findLabels, headingAbove, valueNearLabel } from './find-near';
import type { Cell, Line } from './text-layout';
import { findUsDate } from './us-dates';

/*
 * The five fields of a rate confirmation, read the way a person scans one: by the labels brokers
 * print, tolerant of their many spellings, and wary of the carrier's own details printed beside
 * the broker's. Each reader returns null rather than a guess.
 */

// ---------------------------------------------------------------------------------------------
// Load number: "Load #", "Load Number", "Load No.", "Load ID", "Order #", "Pro #", "Shipment #"

const LOAD_LABELS = [
  /\bload\s*(?:#|no\b\.?|number\b|num\b\.?|id\b)|\bload\s*:/i,
  /\border\s*(?:#|no\b\.?|number\b|id\b)|\border\s*:/i,
  /\bshipment\s*(?:#|no\b\.?|number\b|id\b)/i,
  /\bpro\s*(?:#|no\b\.?|number\b)/i,
];

/** A reference like 7734120, SRL-240871 or BH-88213: one word of letters, digits and dashes, with a digit, not a date. */
function readReference(text: string): string | null {
  const word = text
    .trim()
    .split(/\s+/)[0]
    .replace(/[.,;:)]+$/, '');
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{1,29}$/.test(word) || !/\d/.test(word)) return null;
  return /^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}-\d{1,2}-\d{2,4}$/.test(word) ? null : word;
}

export function readLoadNumber(lines: readonly Line[]): string | null {
  for (const label of LOAD_LABELS) {
    const found = valueNearLabel(lines, label, readReference);
    if (found) return found.value;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Amount: a total if there is one, else the line haul plus the accessorials listed under it

const TOTAL_LABELS =
  /\btotal\s+(?:carrier\s+)?(?:pay|rate|amount|charges?|due|cost|payable)\b|\bcarrier\s+(?:pay|rate)\b|\bagreed\s+(?:rate|amount)\b|^total(?:\s*:|\s*$|\s+(?=\$|usd\b|\d))/i;
const LINE_HAUL = /^\s*(?:line\s*-?\s*haul|flat\s+rate|base\s+rate)\b/i;
const ACCESSORIAL =
  /^\s*(?:fuel(?:\s+surcharge)?|fsc|detention|lumper|stop[\s-]*off|extra\s+stop|layover|tarp(?:s|\s+pay)?|driver\s+assist|accessorials?|scale|pallets?|tonu|other)\b/i;

/** An amount of money: "$2,850.00", "USD 1,780.00", "1,950.00"; a bare "2" or "612" is not one. */
function readMoney(text: string): number | null {
  const match =
    /(?:USD\s*|\$\s*)(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?\b|\b(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}\b/i.exec(
      text,
    );
  if (!match) return null;
  const cents = dollarsToCents(match[0].replace(/^USD\s*/i, '').replace(/\$\s*/, ''));
  return cents !== null && cents >= INVOICE_AMOUNT_CENTS.min && cents <= INVOICE_AMOUNT_CENTS.max
    ? cents
    : null;
}

/** The money on a charge's own row: in its cell after the label, or further right on the line. */
function moneyOnRow(lines: readonly Line[], cell: Cell, rest: string): number | null {
  for (const text of [rest, ...cellsRightOf(lines, cell).map((other) => other.text)]) {
    const cents = readMoney(text);
    if (cents !== null) return cents;
  }
  return null;
}

/**
 * Line haul and the charges listed straight under it in the same column (fuel, detention,
 * lumper…), added up; a charge mentioned elsewhere on the page ("TONU $150 if cancelled") is not one.
 */
function lineHaulPlusAccessorials(lines: readonly Line[]): number | null {
  const [lineHaul] = findLabels(lines, LINE_HAUL);
  if (!lineHaul) return null;
  const base = moneyOnRow(lines, lineHaul.cell, lineHaul.rest);
  if (base === null) return null;
  let total = base;
  for (let index = lineHaul.cell.line + 1; index < lines.length; index += 1) {
    const first = lines[index].cells.find((cell) => Math.abs(cell.x - lineHaul.cell.x) <= 4);
    const charge = first && ACCESSORIAL.exec(first.text);
    if (!first || !charge) break;
    const cents = moneyOnRow(lines, first, first.text.slice(charge[0].length));
    if (cents === null) break;
    total += cents;
  }
  return total <= INVOICE_AMOUNT_CENTS.max ? total : null;
}

export function readAmountCents(lines: readonly Line[]): number | null {
  return valueNearLabel(lines, TOTAL_LABELS, readMoney)?.value ?? lineHaulPlusAccessorials(lines);
}

// ---------------------------------------------------------------------------------------------
// The broker: its MC number and its name, never the carrier's

const MC_NUMBER = /\bMC\s*(?:#|no\b\.?|number\b)?\s*[:#-]?\s*(\d{5,8})\b/gi;
/** "Carrier", "CARRIER:", "Carrier Information", "Broker Details"… */
const heading = (names: string) =>
  new RegExp(String.raw`^(?:${names})(?:\s+(?:information|info|details))?\s*:?$`, 'i');
const CARRIER_HEADING = heading(String.raw`carrier|trucking\s+company|motor\s+carrier`);
const BROKER_HEADING = heading(String.raw`broker|bill\s+to|remit\s+to|customer`);
const ANY_HEADING = heading(
  String.raw`carrier|trucking\s+company|motor\s+carrier|broker|bill\s+to|remit\s+to|customer|shipper|consignee|pick\s*-?\s*up|deliver(?:y)?|origin|destination|stops?|charges|notes?|stop\s+\d+.*`,
);
/** Words that say the details after them are the broker's. */
const BROKER_WORDS = /\bbroker\b|\bbill\s+to\b|\bissued\s+by\b|\bremit\s+to\b/i;

type Side = 'broker' | 'carrier' | 'unknown';

/** Whose details a cell gives: said in its own text, else the heading of its block. */
function sideOf(lines: readonly Line[], cell: Cell, before: string): Side {
  if (BROKER_WORDS.test(before)) return 'broker';
  if (/\bcarrier\b/i.test(before)) return 'carrier';
  const heading = headingAbove(lines, cell, (text) => ANY_HEADING.test(text));
  if (!heading) return 'unknown';
  if (CARRIER_HEADING.test(heading.text)) return 'carrier';
  if (BROKER_HEADING.test(heading.text)) return 'broker';
  return 'unknown';
}

interface McFound {
  mc: string;
  cell: Cell;
  /** The cell's text before the MC. */
  before: string;
}

/** The broker's MC: one said to be the broker's, else the first that is not under a carrier heading. */
function findBrokerMc(lines: readonly Line[]): McFound | null {
  let fallback: McFound | null = null;
  for (const line of lines) {
    for (const cell of line.cells) {
      for (const match of cell.text.matchAll(MC_NUMBER)) {
        const before = cell.text.slice(0, match.index);
        const side = sideOf(lines, cell, before);
        if (side === 'broker') return { mc: match[1], cell, before };
        // Outside any section, as on a letterhead or a footer: the broker who issued the confirmation.
        if (side === 'unknown' && fallback === null) fallback = { mc: match[1], cell, before };
      }
    }
  }
  return fallback;
}

export const readBrokerMc = (lines: readonly Line[]): string | null => findBrokerMc(lines)?.mc ?? null;

const COMPANY_WORDS =
  /\b(?:LLC|L\.L\.C\.|Inc\.?|Incorporated|Corp\.?|Corporation|Co\.|Company|Ltd\.?|LP|Logistics|Freight|Brokerage|Transport(?:ation)?|Shipping|Group|Solutions|Services)\b/i;
const NOT_A_NAME =
  /\b(?:confirmation|agreement|rate\s+sheet|load\s+tender|invoice|carrier)\b|@|\d{3}\)?[\s.-]\d{3}/i;

/** A company name: words, one of them a company word, no address, phone or title. */
function readCompanyName(text: string): string | null {
  const name = text
    .replace(/^(?:(?:name|company|broker(?:\s+name)?)\s*:|(?:issued\s+by|bill\s+to)\s*:?)\s*/i, '')
    .split(/\s{2,}|\s\|\s|\s+MC\b/)[0]
    .replace(/[\s,;:|]+$/, '')
    .trim();
  if (name.length < 3 || name.length > 80 || !COMPANY_WORDS.test(name) || NOT_A_NAME.test(name)) return null;
  if (/^\d/.test(name)) return null;
  return name;
}

/** A company name in the cell right above `cell`, in its column (a letterhead's name over its MC line). */
function cellAboveName(lines: readonly Line[], cell: Cell): string | null {
  const line = lines[cell.line - 1];
  if (!line || line.page !== cell.page) return null;
  const above = line.cells.find((other) => Math.abs(other.x - cell.x) <= 24);
  return above ? readCompanyName(above.text) : null;
}

export function readBrokerName(lines: readonly Line[]): string | null {
  // "Broker: Great Plains …", "Bill To:" over a block, a BROKER heading over its block.
  for (const match of findLabels(lines, /\bbroker(?:\s+name)?\b|\bbill\s+to\b/i)) {
    const heading = match.rest === '' || BROKER_HEADING.test(match.cell.text);
    const candidates = heading ? cellsBelow(lines, match.cell, 2.2).map((cell) => cell.text) : [match.rest];
    for (const text of candidates) {
      const name = readCompanyName(text);
      if (name) return name;
    }
  }
  // Else the name printed with the broker's MC ("Crossroads Freight LLC   MC 733190"), or above it.
  const mc = findBrokerMc(lines);
  const nearMc = mc && (readCompanyName(mc.before) ?? cellAboveName(lines, mc.cell));
  if (nearMc) return nearMc;
  // Else the letterhead: a company name on page 1 above every section heading.
  for (const line of lines) {
    if (line.page > 0 || line.cells.some((cell) => ANY_HEADING.test(cell.text))) break;
    for (const cell of line.cells) {
      const name = readCompanyName(cell.text);
      if (name) return name;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Pickup date: "Pickup Date", "Pick Up:", "Ship Date", "PU Date", else the first date in the
// pickup stop's block ("Stop 1 - Pickup", "Shipper", "Origin")

const PICKUP_LABELS =
  /\bpick\s*-?\s*up(?:\s+(?:date|appt|appointment|time))?\b|\bship(?:ping)?\s+date\b|\bpu\s+date\b|\bloading\s+date\b/i;
const PICKUP_BLOCK = /\bpick\s*-?\s*up\b|^shipper\b|^origin\b|^stop\s*(?:#\s*)?1\b/i;
const OTHER_BLOCK = /\bdeliver(?:y)?\b|^consignee\b|^destination\b|^stop\s*(?:#\s*)?[2-9]\b/i;

function dateInBlock(lines: readonly Line[], heading: Cell): CalendarDate | null {
  for (let index = heading.line + 1; index < lines.length && index <= heading.line + 6; index += 1) {
    const line = lines[index];
    if (line.page !== heading.page) return null;
    const cells = line.cells.filter((cell) => cell.x >= heading.x - 4 && cell.x < heading.x + 260);
    if (cells.some((cell) => OTHER_BLOCK.test(cell.text))) return null;
    for (const cell of cells) {
      const date = findUsDate(cell.text);
      if (date) return date;
    }
  }
  return null;
}

export function readPickupDate(lines: readonly Line[]): CalendarDate | null {
  const labelled = valueNearLabel(lines, PICKUP_LABELS, findUsDate);
  if (labelled) return labelled.value;
  for (const { cell } of findLabels(lines, PICKUP_BLOCK)) {
    const date = findUsDate(cell.text) ?? dateInBlock(lines, cell);
    if (date) return date;
  }
  return null;
}

import type { Cell, Line } from './text-layout';

/*
 * Where a form writes the value of a label: after it in the same cell ("Load #: 7734120"), in a
 * cell to its right on the same line ("Total Pay    USD 1,780.00"), or under it in the same column
 * (a table's header over its row, a heading over its block).
 */

/** How far below a label its value may sit, in the label's font sizes. */
const BELOW_REACH = 2.6;
/** How far a value below may start left or right of its label, in points. */
const COLUMN_SLACK = 24;

export interface LabelMatch {
  cell: Cell;
  /** The cell's text after the label and its punctuation (": ", " #"). */
  rest: string;
}

/** Every cell where `label` occurs, in reading order, with the text after it. */
export function findLabels(lines: readonly Line[], label: RegExp): LabelMatch[] {
  const global = new RegExp(label.source, label.flags.includes('g') ? label.flags : `${label.flags}g`);
  const matches: LabelMatch[] = [];
  for (const line of lines) {
    for (const cell of line.cells) {
      for (const match of cell.text.matchAll(global)) {
        const rest = cell.text.slice((match.index ?? 0) + match[0].length).replace(/^[\s:#.\-–]+/, '');
        matches.push({ cell, rest });
      }
    }
  }
  return matches;
}

/** The cells to the right of `cell` on its line, nearest first. */
export const cellsRightOf = (lines: readonly Line[], cell: Cell): Cell[] =>
  lines[cell.line].cells.filter((other) => other.x > cell.x);

/** The cells under `cell` in its column, within a couple of lines, nearest first. */
export function cellsBelow(lines: readonly Line[], cell: Cell, reach = BELOW_REACH): Cell[] {
  const below: Cell[] = [];
  for (let index = cell.line + 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.page !== cell.page || cell.y - line.y > reach * cell.size) break;
    for (const other of line.cells) {
      const overlaps = other.x < cell.right + COLUMN_SLACK && other.right > cell.x - COLUMN_SLACK;
      if (overlaps && Math.abs(other.x - cell.x) <= Math.max(COLUMN_SLACK, cell.right - cell.x))
        below.push(other);
    }
  }
  return below;
}

/**
 * The first value `read` finds for a label: in the rest of its cell, then to its right, then
 * below it. Each label occurrence is tried in reading order.
 */
export function valueNearLabel<T>(
  lines: readonly Line[],
  label: RegExp,
  read: (text: string) => T | null,
): { value: T; label: LabelMatch } | null {
  for (const match of findLabels(lines, label)) {
    const candidates = [match.rest, ...cellsRightOf(lines, match.cell).map((cell) => cell.text)];
    if (match.rest === '') candidates.push(...cellsBelow(lines, match.cell).map((cell) => cell.text));
    for (const text of candidates) {
      const value = read(text);
      if (value !== null) return { value, label: match };
    }
  }
  return null;
}

/**
 * The heading a cell sits under: the nearest cell above it, in its column and on its page, that
 * `isHeading` accepts; null when none is.
 */
export function headingAbove(
  lines: readonly Line[],
  cell: Cell,
  isHeading: (text: string) => boolean,
): Cell | null {
  for (let index = cell.line - 1; index >= 0; index -= 1) {
    const line = lines[index];
    if (line.page !== cell.page) return null;
    for (const other of line.cells) {
      if (Math.abs(other.x - cell.x) <= COLUMN_SLACK && isHeading(other.text)) return other;
    }
  }
  return null;
}

/**
 * A PDF page's text as a person reads it: lines from the top down, each split into cells where a
 * wide gap separates two runs of text (a table's columns, a two-column form's halves). pdf.js
 * gives positioned runs; this puts them back on the page.
 */

/** A run of text as pdf.js reports it: x from the left, y of the baseline from the bottom. */
export interface TextRun {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export interface Cell {
  page: number;
  /** Index of the cell's line in the document, top of page 1 first. */
  line: number;
  x: number;
  right: number;
  /** Baseline, from the bottom of the page. */
  y: number;
  size: number;
  text: string;
}

export interface Line {
  page: number;
  y: number;
  cells: Cell[];
}

/** Runs closer than this fraction of the font size on the vertical share a line. */
const SAME_LINE = 0.45;
/** A horizontal gap wider than this many font sizes starts a new cell. */
const CELL_GAP = 1.4;

export function layOut(pages: readonly (readonly TextRun[])[]): Line[] {
  const lines: Line[] = [];
  pages.forEach((runs, page) => {
    const visible = runs.filter((run) => run.str.trim() !== '').toSorted((a, b) => b.y - a.y || a.x - b.x);
    const pageLines: { y: number; size: number; runs: TextRun[] }[] = [];
    for (const run of visible) {
      const size = Math.max(run.fontSize, 1);
      const same = pageLines.find(
        (line) => Math.abs(line.y - run.y) <= SAME_LINE * Math.max(size, line.size),
      );
      if (same) same.runs.push(run);
      else pageLines.push({ y: run.y, size, runs: [run] });
    }
    for (const pageLine of pageLines.toSorted((a, b) => b.y - a.y)) {
      const line: Line = { page, y: pageLine.y, cells: [] };
      const index = lines.length;
      for (const run of pageLine.runs.toSorted((a, b) => a.x - b.x)) {
        const last = line.cells.at(-1);
        const size = Math.max(run.fontSize, 1);
        if (last && run.x - last.right <= CELL_GAP * Math.max(size, last.size)) {
          last.text += run.x - last.right > size * 0.15 ? ` ${run.str}` : run.str;
          last.right = Math.max(last.right, run.x + run.width);
          continue;
        }
        line.cells.push({
          page,
          line: index,
          x: run.x,
          right: run.x + run.width,
          y: run.y,
          size,
          text: run.str,
        });
      }
      for (const cell of line.cells) cell.text = cell.text.replace(/\s+/g, ' ').trim();
      lines.push(line);
    }
  });
  return lines;
}

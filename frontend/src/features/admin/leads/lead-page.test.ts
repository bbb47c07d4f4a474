import { oldestFirstWindow } from './lead-page';

/** Rows numbered by age: 0 is the newest. Returns the oldest-first page built from the window. */
function oldestFirstPage(total: number, page: number, pageSize: number): number[] {
  const newestFirst = Array.from({ length: total }, (_, index) => index);
  const { pages, start, end } = oldestFirstWindow(total, page, pageSize);
  const read = pages.flatMap((number) => newestFirst.slice((number - 1) * pageSize, number * pageSize));
  return read.slice(start, end).reverse();
}

describe('oldestFirstWindow', () => {
  it('reads one newest-first page when the pages line up', () => {
    expect(oldestFirstWindow(40, 1, 20)).toEqual({ pages: [2], start: 0, end: 20 });
    expect(oldestFirstPage(40, 1, 20)).toEqual(Array.from({ length: 20 }, (_, index) => 39 - index));
  });

  it('reads two newest-first pages when they do not', () => {
    expect(oldestFirstWindow(45, 1, 20)).toEqual({ pages: [2, 3], start: 5, end: 25 });
    expect(oldestFirstPage(45, 1, 20)).toEqual(Array.from({ length: 20 }, (_, index) => 44 - index));
  });

  it('ends with the newest rows on the last page, which may be short', () => {
    expect(oldestFirstPage(45, 3, 20)).toEqual([4, 3, 2, 1, 0]);
    expect(oldestFirstWindow(45, 3, 20).pages).toEqual([1]);
  });

  it('covers every row exactly once across the pages', () => {
    for (const [total, pageSize] of [
      [1, 10],
      [99, 10],
      [100, 10],
      [101, 7],
    ]) {
      const pages = Math.ceil(total / pageSize);
      const rows = Array.from({ length: pages }, (_, index) =>
        oldestFirstPage(total, index + 1, pageSize),
      ).flat();
      expect(rows).toEqual(Array.from({ length: total }, (_, index) => total - 1 - index));
    }
  });

  it('reads nothing past the end or from an empty table', () => {
    expect(oldestFirstWindow(0, 1, 20)).toEqual({ pages: [], start: 0, end: 0 });
    expect(oldestFirstWindow(10, 2, 20)).toEqual({ pages: [], start: 0, end: 0 });
  });
});

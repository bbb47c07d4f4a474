/** Leaving the site for another address; an object so tests can watch it (jsdom cannot navigate away). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

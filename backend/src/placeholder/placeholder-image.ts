/** The largest side a placeholder may have, so a request cannot ask for an absurd image. */
export const PLACEHOLDER_MAX_SIDE = 2000;

/**
 * A branded stand-in image (navy gradient, amber play button, the size as text) for the video
 * tutorial thumbnails docs/product.md#video-tutorials points at /api/placeholder/{width}/{height}. Plain SVG with no
 * script or external reference, so it is safe as an <img> under the site's CSP.
 */
export function placeholderSvg(width: number, height: number): string {
  const shortSide = Math.min(width, height);
  const centreX = width / 2;
  const centreY = height / 2;
  const radius = round(shortSide * 0.16);
  const triangle = round(radius * 0.5);
  const fontSize = Math.max(10, round(shortSide * 0.07));
  const label = `${width} × ${height}`;
  const labelY = round(Math.min(height - fontSize * 0.6, centreY + radius + fontSize * 1.6));
  const play = [
    `${round(centreX - triangle * 0.6)},${round(centreY - triangle)}`,
    `${round(centreX - triangle * 0.6)},${round(centreY + triangle)}`,
    `${round(centreX + triangle)},${round(centreY)}`,
  ].join(' ');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Video placeholder, ${label}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#13315c"/>',
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${round(centreX)}" cy="${round(centreY)}" r="${radius}" fill="#f2a900"/>`,
    `<polygon points="${play}" fill="#0b2545"/>`,
    `<text x="${round(centreX)}" y="${labelY}" fill="#e6edf5" font-family="system-ui, sans-serif" font-size="${fontSize}" text-anchor="middle">${label}</text>`,
    '</svg>',
  ].join('');
}

const round = (value: number): number => Math.round(value * 10) / 10;

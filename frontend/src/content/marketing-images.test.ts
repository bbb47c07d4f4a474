import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aboutOffice } from './about';
import { factoringExplained } from './how-factoring-works';
import { homeHero, homeTestimonials } from './home';
import { fuelCardPromo } from './industries';
import { whyUsTestimonials } from './why-us';

const publicDir = join(__dirname, '../../public');
const svgRoot = (src: string): string =>
  readFileSync(join(publicDir, src), 'utf8').match(/<svg[^>]*>/)?.[0] ?? '';

describe('marketing page images', () => {
  it.each([homeHero.image, factoringExplained.image, fuelCardPromo.image, aboutOffice.image])(
    '$src is our own SVG file with the size the page declares',
    ({ src, width, height }) => {
      const root = svgRoot(src);
      expect(root).toContain(`width="${width}"`);
      expect(root).toContain(`height="${height}"`);
    },
  );

  it('has a square portrait file for every testimonial', () => {
    const portraits = [...homeTestimonials.testimonials, ...whyUsTestimonials.testimonials].map(
      (testimonial) => testimonial.image,
    );

    expect(new Set(portraits).size).toBe(6);
    for (const portrait of portraits) {
      expect(svgRoot(portrait)).toContain('viewBox="0 0 96 96"');
    }
  });
});

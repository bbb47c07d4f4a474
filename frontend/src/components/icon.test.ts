import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ICON_SPRITE_URL, iconNames } from './icon';

describe('icon sprite', () => {
  it('draws every icon the components can ask for', () => {
    const sprite = readFileSync(join(__dirname, '../../public', ICON_SPRITE_URL), 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

    expect([...symbols].sort()).toEqual([...iconNames].sort());
  });
});

import { isNestedTooDeeply, MAX_BODY_DEPTH, prototypeKeyPaths } from './body-shape';

const nestedArrays = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

describe('isNestedTooDeeply', () => {
  it(`allows ${MAX_BODY_DEPTH} levels of arrays and objects, and no more`, () => {
    expect(isNestedTooDeeply({ companyName: 'Ridgeline', comments: 'x' })).toBe(false);
    expect(isNestedTooDeeply(nestedArrays(MAX_BODY_DEPTH))).toBe(false);
    expect(isNestedTooDeeply(nestedArrays(MAX_BODY_DEPTH + 1))).toBe(true);
    expect(isNestedTooDeeply({ a: { b: nestedArrays(MAX_BODY_DEPTH) } })).toBe(true);
  });

  it('walks a million levels without overflowing the stack', () => {
    expect(isNestedTooDeeply(nestedArrays(1_000_000))).toBe(true);
    expect(isNestedTooDeeply(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)))).toBe(true);
  });
});

describe('prototypeKeyPaths', () => {
  it('finds __proto__, constructor and prototype at any depth, as own keys from JSON', () => {
    const body = JSON.parse(
      '{"__proto__":{"polluted":1},"name":"x","list":[{"constructor":1}],"deep":{"prototype":{"a":1}}}',
    );
    expect(prototypeKeyPaths(body)).toEqual(['__proto__', 'deep.prototype', 'list.0.constructor']);
    expect(prototypeKeyPaths({ constructorName: 'x', protoType: 1 })).toEqual([]);
    expect(prototypeKeyPaths('text')).toEqual([]);
    expect(prototypeKeyPaths(null)).toEqual([]);
  });
});

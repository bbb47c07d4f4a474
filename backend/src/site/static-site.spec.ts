import { acceptedEncodings } from './static-site';

describe('acceptedEncodings', () => {
  it('reads the codings a browser accepts, skipping those refused with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings('GZIP;Q=1.0')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('')]).toEqual([]);
  });
});

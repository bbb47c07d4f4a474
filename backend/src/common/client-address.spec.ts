import { addressBucket, clientAddress } from './client-address';

describe('client addresses', () => {
  it('records IPv4-mapped IPv6 as IPv4 and IPv6 in its canonical form', () => {
    expect(clientAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(clientAddress(undefined)).toBe('unknown');
  });

  it('groups IPv6 by /64 and keeps IPv4 per address', () => {
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps something that is not an address as bounded text', () => {
    expect(addressBucket(`  NOT-AN-ADDRESS${'x'.repeat(100)}`)).toHaveLength(64);
  });
});

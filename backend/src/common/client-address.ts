import ipaddr from 'ipaddr.js';

/** Longest text kept for an address that is not one (it only ever names a bucket or an audit line). */
const MAX_RAW_LENGTH = 64;

/**
 * The caller's address as the rate limits and the audit log record it: IPv4-mapped IPv6
 * (`::ffff:203.0.113.5`, what a dual-stack socket reports) as plain IPv4, IPv6 in its canonical
 * lower-case form. `address` is `req.ip`, which already honours TRUST_PROXY_HOPS.
 */
export function clientAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  try {
    return ipaddr.process(address).toString();
  } catch {
    return address.trim().toLowerCase().slice(0, MAX_RAW_LENGTH);
  }
}

/**
 * The bucket a caller's failures count in: one IPv4 address, or one IPv6 /64. A subscriber gets a
 * whole /64 (often far more) and can pick any address in it, so counting per IPv6 address would
 * give one visitor 2^64 fresh buckets.
 */
export function addressBucket(address: string | undefined): string {
  const canonical = clientAddress(address);
  if (!ipaddr.IPv6.isValid(canonical)) return canonical;
  const network = ipaddr.IPv6.parse(canonical).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}

// Where pushes may go (PUSH_ENDPOINT_HOSTS). A browser hands the shop its push service's
// address; anyone can post any address instead, so the shop calls only the hosts named: a host
// (fcm.googleapis.com) or every host under a domain (*.push.apple.com) over https, or a full
// http(s) origin (a local stand-in in tests). Nothing else: no other scheme, no credentials, no
// other port.

/** Whether `endpoint` is an address the shop may send pushes to. */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return hosts.some((entry) => {
    if (entry.includes('://')) return url.origin === new URL(entry).origin;
    if (url.protocol !== 'https:' || url.port !== '') return false;
    const host = url.hostname.toLowerCase();
    return entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry;
  });
}

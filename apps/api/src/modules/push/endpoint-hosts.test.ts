// Where pushes may go: only the push services named, over https (a stand-in by its full origin).
import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './endpoint-hosts.ts';

const browsers = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

describe('pushEndpointAllowed', () => {
  it('takes the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMOxI0Ccs',
      'https://wns2-par02p.notify.windows.com/w/?token=AQE',
    ]) {
      expect(pushEndpointAllowed(endpoint, browsers), endpoint).toBe(true);
    }
  });

  it('refuses every other address, scheme, port and disguise', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:6379/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'nie adres',
    ]) {
      expect(pushEndpointAllowed(endpoint, browsers), endpoint).toBe(false);
    }
  });

  it('takes a stand-in named by its full origin, and nothing else on that host', () => {
    const hosts = ['http://127.0.0.1:4321'];
    expect(pushEndpointAllowed('http://127.0.0.1:4321/push/1', hosts)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4322/push/1', hosts)).toBe(false);
    expect(pushEndpointAllowed('https://127.0.0.1:4321/push/1', hosts)).toBe(false);
  });
});

// SETTLEGRAPH_TRUST_PROXY read and refused (src/http/trusted-proxies.ts), and the client's address
// walked back through X-Forwarded-For only as far as the hops are trusted proxies.
import { readConfig } from '../../src/app/config';
import { clientAddress, trustedProxies } from '../../src/http/trusted-proxies';

describe('SETTLEGRAPH_TRUST_PROXY', () => {
  test('unset or blank: nobody is trusted', () => {
    expect(readConfig({}).trustedProxies).toBeNull();
    expect(readConfig({ SETTLEGRAPH_TRUST_PROXY: ' , ' }).trustedProxies).toBeNull();
  });

  test('addresses and CIDR ranges, IPv4 and IPv6', () => {
    const trusted = readConfig({
      SETTLEGRAPH_TRUST_PROXY: ' 10.0.0.5 , 172.30.239.0/24,::1, fd00::/8',
    }).trustedProxies!;
    expect(trusted.entries).toEqual(['10.0.0.5', '172.30.239.0/24', '::1', 'fd00::/8']);
    const verdicts = Object.fromEntries(
      [
        '10.0.0.5',
        '10.0.0.6',
        '172.30.239.77',
        '172.30.240.1',
        '::1',
        'fd12::3',
        'fe80::1',
        '::ffff:10.0.0.5',
        'not-an-address',
        '',
      ].map((address) => [address, trusted.trustsPeer(address)]),
    );
    expect(verdicts).toEqual({
      '10.0.0.5': true,
      '10.0.0.6': false,
      '172.30.239.77': true,
      '172.30.240.1': false,
      '::1': true,
      'fd12::3': true,
      'fe80::1': false,
      // An IPv4 peer of a dual-stack socket.
      '::ffff:10.0.0.5': true,
      'not-an-address': false,
      '': false,
    });
  });

  test.each([
    ['nginx', /must list the load balancers' addresses or CIDR ranges.*got "nginx"/],
    ['1', /a hop count is not taken.*got "1"/],
    ['true', /got "true"/],
    ['10.0.0.0/8/8', /got "10.0.0.0\/8\/8"/],
    ['10.0.0.256', /got "10.0.0.256"/],
    ['10.0.0.0/0', /prefix of a CIDR range is 1 to 32 bits.*got "10.0.0.0\/0"/],
    ['10.0.0.0/33', /1 to 32 bits.*got "10.0.0.0\/33"/],
    ['::/0', /1 to 128 bits.*got "::\/0"/],
    ['10.0.0.0/', /1 to 32 bits/],
    ['10.0.0.0/x', /1 to 32 bits/],
  ])('%s is refused with a message naming it', (raw, message) => {
    expect(() => readConfig({ SETTLEGRAPH_TRUST_PROXY: raw })).toThrow(message);
    expect(() => readConfig({ SETTLEGRAPH_TRUST_PROXY: raw })).toThrow(/SETTLEGRAPH_TRUST_PROXY/);
  });

  test('an empty entry between others is left out, not refused', () => {
    expect(trustedProxies('127.0.0.1,,::1')!.entries).toEqual(['127.0.0.1', '::1']);
  });
});

describe("the client's address", () => {
  const loopback = trustedProxies('127.0.0.1, 10.1.0.0/16');

  test('from a trusted proxy: the last hop it names', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', ' 203.0.113.7 ', loopback)).toBe('203.0.113.7');
  });

  test('hops the client wrote itself are not believed: the walk stops at the first untrusted', () => {
    // The client 203.0.113.7 sent "198.51.100.1"; the proxy appended the address it saw.
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7', loopback)).toBe('203.0.113.7');
  });

  test('through a chain of trusted proxies, to the first untrusted hop', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7, 10.1.2.3', loopback)).toBe(
      '203.0.113.7',
    );
    // Several X-Forwarded-For lines are one list, in order.
    expect(clientAddress('127.0.0.1', ['198.51.100.1', '203.0.113.7 ,, 10.1.2.3'], loopback)).toBe(
      '203.0.113.7',
    );
  });

  test('every hop trusted: the first one named', () => {
    expect(clientAddress('127.0.0.1', '10.1.0.9, 10.1.2.3', loopback)).toBe('10.1.0.9');
  });

  test('from an untrusted peer, or with nobody trusted: the peer, whatever the header says', () => {
    expect(clientAddress('192.0.2.10', '203.0.113.7', loopback)).toBe('192.0.2.10');
    expect(clientAddress('127.0.0.1', '203.0.113.7', null)).toBe('127.0.0.1');
  });

  test('without a header, or a blank one: the peer', () => {
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', ' , ', loopback)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '203.0.113.7', loopback)).toBe('unknown');
  });
});

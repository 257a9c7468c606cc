// Kalshi's request signing (docs.kalshi.com, "API Keys"; docs/venue-adapters.md, "Streams"): the headers
// KALSHI-ACCESS-KEY (the API key ID), KALSHI-ACCESS-TIMESTAMP (milliseconds since the epoch) and
// KALSHI-ACCESS-SIGNATURE, the base64 RSA-PSS signature (SHA-256, MGF1 SHA-256, salt as long as
// the digest) of timestamp + method + path, the path without its query. The WebSocket handshake
// signs "GET" and "/trade-api/ws/v2"; a new signature for every connection.
import { constants, createPrivateKey, sign, type KeyObject } from 'node:crypto';

export interface KalshiCredentials {
  keyId: string;
  privateKey: KeyObject;
}

/** Credentials from a key ID and a PEM private key (PKCS#1 or PKCS#8), checked at once. */
export function kalshiCredentials(keyId: string, privateKeyPem: string): KalshiCredentials {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'rsa')
    throw new Error(
      `the Kalshi private key must be an RSA key, not ${privateKey.asymmetricKeyType}`,
    );
  return { keyId, privateKey };
}

export function kalshiAuthHeaders(
  credentials: KalshiCredentials,
  method: string,
  url: string,
  now: number = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const path = new URL(url).pathname;
  const signature = sign('sha256', Buffer.from(`${timestamp}${method}${path}`, 'utf8'), {
    key: credentials.privateKey,
    padding: constants.RSA_PKCS1_PSS_PADDING,
    saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
  });
  return {
    'KALSHI-ACCESS-KEY': credentials.keyId,
    'KALSHI-ACCESS-TIMESTAMP': timestamp,
    'KALSHI-ACCESS-SIGNATURE': signature.toString('base64'),
  };
}

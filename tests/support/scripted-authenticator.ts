/**
 * A software passkey for tests: registers (attestation "none", a P-256 key) and signs assertions, with the
 * user-verified flag set or not, as a security key with or without a PIN would.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const ATTESTED_DATA = 0x40

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()

export class ScriptedAuthenticator {
  private readonly credentialId = randomBytes(16)
  private readonly privateKey: KeyObject
  private readonly publicJwk: { x: string; y: string }
  private counter = 0
  private userHandle = ''

  constructor(
    private readonly origin: string,
    /** Whether the key asks for a PIN or a biometric (the UV flag) */
    public userVerified: boolean,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicJwk = pair.publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  }

  private get rpIdHash(): Buffer {
    return sha256(new URL(this.origin).hostname)
  }

  private flags(extra = 0): number {
    return USER_PRESENT | (this.userVerified ? USER_VERIFIED : 0) | extra
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }))
  }

  /** The response to registration options (`options.challenge`, `options.user.id` as the server sent them). */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    )
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const authData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([this.flags(ATTESTED_DATA)]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(coseKey),
    ])
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    )
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    }
  }

  /** The assertion for sign-in options (`options.challenge`). */
  assert(options: { challenge: string }) {
    this.counter += 1
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.counter)
    const authenticatorData = Buffer.concat([this.rpIdHash, Buffer.from([this.flags()]), counter])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge)
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey)
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    }
  }
}

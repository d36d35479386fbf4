import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { siteConfig } from '~/config/site-config'
import type { InboxStore, StaffMember } from './inbox-store'
import { CHALLENGE_VALID_MS, newSecret } from '../shared/tokens'

/** The relying party: the inbox's origin, and its host as the RP ID. */
export interface RelyingParty {
  origin: string
  id: string
}

export function relyingPartyFor(origin: string): RelyingParty {
  return { origin, id: new URL(origin).hostname }
}

/** Why a ceremony failed, for the log (never a name, an address or a credential). */
export class CeremonyError extends Error {
  override readonly name = 'CeremonyError'
}

/** The key signed without asking for a PIN, fingerprint or face: the person can fix it on the key. */
export class UnverifiedUserError extends CeremonyError {}

/** What a person whose key verifies no one is told (the operators' guide warns staff before the upgrade). */
export const SET_A_PIN_MESSAGE =
  'This passkey did not ask for your PIN, fingerprint or face, which the inbox requires. Set a PIN on the security key (in Chrome: Settings > Privacy and security > Security > Manage security keys; in Windows: Settings > Accounts > Sign-in options > Security key), or use a passkey on a phone or computer with a screen lock, then try again.'

// @simplewebauthn/server's message when the UV flag is missing.
const USER_NOT_VERIFIED = /user verification/i

function refusal(step: string, error: Error): CeremonyError {
  const message = `${step} response refused: ${error.message}`
  return USER_NOT_VERIFIED.test(error.message) ? new UnverifiedUserError(message) : new CeremonyError(message)
}

/**
 * The two WebAuthn ceremonies (register a passkey, sign in with one) through @simplewebauthn/server. The
 * challenge is kept in the store under a random ceremony id, so the ceremony may finish on another instance.
 */
export class PasskeyCeremonies {
  constructor(
    private readonly store: InboxStore,
    private readonly party: RelyingParty,
  ) {}

  async beginRegistration(staff: StaffMember): Promise<{ ceremonyId: string; options: unknown }> {
    const existing = await this.store.listPasskeyIds(staff.id)
    const options = await generateRegistrationOptions({
      rpName: `${siteConfig.name} inbox`,
      rpID: this.party.id,
      userName: staff.email,
      userDisplayName: staff.name,
      userID: new TextEncoder().encode(staff.webauthnUserId),
      attestationType: 'none',
      excludeCredentials: existing.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const ceremonyId = newSecret()
    await this.store.saveChallenge(
      ceremonyId,
      { purpose: 'register', challenge: options.challenge, staffId: staff.id },
      Date.now() + CHALLENGE_VALID_MS,
    )
    return { ceremonyId, options }
  }

  /** Verifies the new passkey and stores it, using up the enrollment link. */
  async finishRegistration(
    staff: StaffMember,
    tokenHash: string,
    ceremonyId: string,
    response: unknown,
  ): Promise<void> {
    const challenge = await this.store.takeChallenge(ceremonyId, 'register')
    if (!challenge || challenge.staffId !== staff.id)
      throw new CeremonyError('unknown or expired registration challenge')
    let verification
    try {
      verification = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: this.party.origin,
        expectedRPID: this.party.id,
        requireUserVerification: true,
      })
    } catch (error) {
      throw refusal('registration', error as Error)
    }
    if (!verification.verified) throw new CeremonyError('registration response not verified')
    const { credential } = verification.registrationInfo
    const stored = await this.store.addPasskeyWithEnrollment(tokenHash, {
      id: credential.id,
      staffId: staff.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    if (!stored) throw new CeremonyError('enrollment link already used or expired')
  }

  /** Sign-in with a discoverable passkey: no name or address is asked for. */
  async beginAuthentication(): Promise<{ ceremonyId: string; options: unknown }> {
    const options = await generateAuthenticationOptions({ rpID: this.party.id, userVerification: 'required' })
    const ceremonyId = newSecret()
    await this.store.saveChallenge(
      ceremonyId,
      { purpose: 'authenticate', challenge: options.challenge, staffId: null },
      Date.now() + CHALLENGE_VALID_MS,
    )
    return { ceremonyId, options }
  }

  /** The person whose passkey signed the challenge. */
  async finishAuthentication(ceremonyId: string, response: unknown): Promise<StaffMember> {
    const challenge = await this.store.takeChallenge(ceremonyId, 'authenticate')
    if (!challenge) throw new CeremonyError('unknown or expired sign-in challenge')
    const credentialId = (response as { id?: unknown } | null)?.id
    if (typeof credentialId !== 'string') throw new CeremonyError('malformed sign-in response')
    const passkey = await this.store.findPasskey(credentialId)
    if (!passkey) throw new CeremonyError('unknown passkey')
    const staff = await this.store.getStaff(passkey.staffId)
    if (!staff?.active) throw new CeremonyError('passkey of a removed person')
    await this.verifyAssertion(passkey, challenge.challenge, response, 'sign-in')
    return staff
  }

  /** A fresh assertion for a countersignature: only this person's passkeys, user verification required. */
  async beginAssertion(staff: StaffMember): Promise<{ challenge: string; options: unknown }> {
    const ids = await this.store.listPasskeyIds(staff.id)
    const options = await generateAuthenticationOptions({
      rpID: this.party.id,
      userVerification: 'required',
      allowCredentials: ids.map((id) => ({ id })),
    })
    return { challenge: options.challenge, options }
  }

  /** Checks the assertion against the challenge issued to `staff`: returns the id of the passkey that made it. */
  async finishAssertion(staff: StaffMember, challenge: string, response: unknown): Promise<string> {
    const credentialId = (response as { id?: unknown } | null)?.id
    if (typeof credentialId !== 'string') throw new CeremonyError('malformed assertion')
    const passkey = await this.store.findPasskey(credentialId)
    if (!passkey || passkey.staffId !== staff.id) throw new CeremonyError('not a passkey of this person')
    await this.verifyAssertion(passkey, challenge, response, 'countersignature')
    return passkey.id
  }

  private async verifyAssertion(
    passkey: NonNullable<Awaited<ReturnType<InboxStore['findPasskey']>>>,
    challenge: string,
    response: unknown,
    step: string,
  ): Promise<void> {
    let verification
    try {
      verification = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.party.origin,
        expectedRPID: this.party.id,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      })
    } catch (error) {
      throw refusal(step, error as Error)
    }
    if (!verification.verified) throw new CeremonyError(`${step} response not verified`)
    await this.store.usePasskey(passkey.id, verification.authenticationInfo.newCounter)
  }
}

/**
 * The firm's PDF signature on the countersigned engagement letter: a PKCS#7 detached signature (PAdES-style,
 * `/ByteRange` over the whole file but the signature itself) made with the firm's certificate. In production the
 * certificate is FIRM_SIGNING_P12 (a PKCS#12 file) with FIRM_SIGNING_P12_PASSWORD; a single SQLite instance
 * without one generates a self-signed certificate once into DATA_DIR (0600), and the certificate page says so.
 * See docs/decisions/046-countersignature-and-pdf-signature.md.
 */
import fs from 'node:fs'
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib'
import { P12Signer } from '@signpdf/signer-p12'
import { SignPdf } from '@signpdf/signpdf'
import forge from 'node-forge'
import { PDFDocument } from 'pdf-lib'
import { secretInDataDir } from '../shared/private-files'

const SELF_SIGNED_FILE = 'firm-signing-self-signed.p12'
const SELF_SIGNED_YEARS = 10
/** Room for the PKCS#7 blob in the placeholder: a 4096-bit key and a short chain fit well within it. */
const SIGNATURE_LENGTH = 16_384

export interface FirmCertificate {
  p12: Buffer
  passphrase: string
  selfSigned: boolean
  /** the certificate's subject common name, printed on the certificate page */
  subject: string
}

export interface FirmCertificateSettings {
  p12Path: string | undefined
  p12Password: string | undefined
  databaseUrl: string | undefined
  dataDir: string
  firmName: string
}

/** Why the server refuses to start: several instances would each sign with a certificate of their own. */
export const POSTGRES_NEEDS_CERTIFICATE =
  'FIRM_SIGNING_P12 is required with DATABASE_URL: every instance signs countersigned engagement letters with the firm’s one certificate (a PKCS#12 file; see the operators’ guide, "The firm’s signing certificate")'

/** FIRM_SIGNING_P12 when set (it must open with the password); else, on SQLite, the self-signed one in DATA_DIR. */
export function firmCertificate(settings: FirmCertificateSettings): FirmCertificate {
  if (settings.p12Path) {
    let p12: Buffer
    try {
      p12 = fs.readFileSync(settings.p12Path)
    } catch (error) {
      throw new Error(
        `FIRM_SIGNING_P12 cannot be read (${String((error as NodeJS.ErrnoException).code ?? 'unreadable')}): check the path and that the service may read it`,
      )
    }
    const passphrase = settings.p12Password ?? ''
    return { p12, passphrase, selfSigned: false, subject: certificateSubject(p12, passphrase) }
  }
  if (settings.databaseUrl) throw new Error(POSTGRES_NEEDS_CERTIFICATE)
  const p12 = Buffer.from(
    secretInDataDir(settings.dataDir, SELF_SIGNED_FILE, () => selfSignedP12(settings.firmName).toString('base64')),
    'base64',
  )
  return { p12, passphrase: '', selfSigned: true, subject: certificateSubject(p12, '') }
}

function openP12(p12: Buffer, passphrase: string): forge.pkcs12.Pkcs12Pfx {
  return forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase)
}

function certificateSubject(p12: Buffer, passphrase: string): string {
  let pfx: forge.pkcs12.Pkcs12Pfx
  try {
    pfx = openP12(p12, passphrase)
  } catch {
    throw new Error('FIRM_SIGNING_P12 cannot be opened: check the file and FIRM_SIGNING_P12_PASSWORD')
  }
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string
  const certBag = forge.pki.oids.certBag as string
  const keys = pfx.getBags({ bagType: keyBag })[keyBag]
  const certificates: forge.pkcs12.Bag[] = pfx.getBags({ bagType: certBag })[certBag] ?? []
  const key = keys?.[0]?.key as forge.pki.rsa.PrivateKey | undefined
  if (!key) throw new Error('FIRM_SIGNING_P12 holds no private key')
  const own = certificates.find((bag) => {
    const publicKey = bag.cert?.publicKey as forge.pki.rsa.PublicKey | undefined
    return publicKey?.n.compareTo(key.n) === 0
  })
  if (!own?.cert) throw new Error('FIRM_SIGNING_P12 holds no certificate for its private key')
  return String(own.cert.subject.getField('CN')?.value ?? own.cert.subject.attributes[0]?.value ?? 'unnamed')
}

/** A new 3072-bit RSA key and a self-signed document-signing certificate for `firmName`, as a PKCS#12 file. */
export function selfSignedP12(firmName: string, now = new Date(), passphrase = ''): Buffer {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 3072, e: 0x10001 })
  const certificate = forge.pki.createCertificate()
  certificate.publicKey = keys.publicKey
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`
  certificate.validity.notBefore = now
  certificate.validity.notAfter = new Date(now)
  certificate.validity.notAfter.setFullYear(now.getFullYear() + SELF_SIGNED_YEARS)
  const subject = [
    { name: 'commonName', value: `${firmName} (self-signed)` },
    { name: 'organizationName', value: firmName },
  ]
  certificate.setSubject(subject)
  certificate.setIssuer(subject)
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ])
  certificate.sign(keys.privateKey, forge.md.sha256.create())
  const pfx = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], passphrase, { algorithm: '3des' })
  return Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary')
}

/** `pdf` signed by the firm: a signature field and placeholder added, then the PKCS#7 over the byte ranges. */
export async function signPdfAsFirm(
  pdf: Buffer,
  certificate: FirmCertificate,
  details: { reason: string; contact: string; location: string; signingTime: Date },
): Promise<Buffer> {
  const pdfDoc = await PDFDocument.load(pdf)
  pdflibAddPlaceholder({
    pdfDoc,
    reason: details.reason,
    contactInfo: details.contact,
    name: certificate.subject,
    location: details.location,
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_LENGTH,
  })
  const prepared = Buffer.from(await pdfDoc.save({ useObjectStreams: false }))
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase })
  // the class, not the package's default instance: Node's ESM loader hands a CommonJS default over as the whole
  // exports object, where bundlers and the test runner hand over the instance
  return new SignPdf().sign(prepared, signer, details.signingTime)
}

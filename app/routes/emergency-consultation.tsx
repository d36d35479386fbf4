import { redirectDocument } from 'react-router'

// The server answers this path with a 301; in the browser the visitor lands on /contact, a document the
// build renders itself (decision 033).
export function clientLoader() {
  return redirectDocument('/contact')
}

export default function EmergencyConsultation() {
  return null
}

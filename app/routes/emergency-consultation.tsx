import { Navigate, redirect } from 'react-router'

// The server answers this path with a 301; in the browser the visitor lands on /contact with no extra history entry.
export function clientLoader() {
  return redirect('/contact')
}

export default function EmergencyConsultation() {
  return <Navigate to="/contact" replace />
}

import Accessibility from 'lucide/dist/esm/icons/accessibility.mjs'
import BarChart3 from 'lucide/dist/esm/icons/chart-column.mjs'
import Briefcase from 'lucide/dist/esm/icons/briefcase.mjs'
import Building2 from 'lucide/dist/esm/icons/building-complex.mjs'
import Calculator from 'lucide/dist/esm/icons/calculator.mjs'
import ClipboardCheck from 'lucide/dist/esm/icons/clipboard-check.mjs'
import Factory from 'lucide/dist/esm/icons/factory.mjs'
import FileCheck2 from 'lucide/dist/esm/icons/file-check-corner.mjs'
import Gavel from 'lucide/dist/esm/icons/gavel.mjs'
import Globe from 'lucide/dist/esm/icons/globe.mjs'
import GraduationCap from 'lucide/dist/esm/icons/graduation-cap.mjs'
import Handshake from 'lucide/dist/esm/icons/handshake.mjs'
import HeartPulse from 'lucide/dist/esm/icons/heart-pulse.mjs'
import Landmark from 'lucide/dist/esm/icons/landmark.mjs'
import PiggyBank from 'lucide/dist/esm/icons/piggy-bank.mjs'
import Scale from 'lucide/dist/esm/icons/scale.mjs'
import Sigma from 'lucide/dist/esm/icons/sigma.mjs'
import Stethoscope from 'lucide/dist/esm/icons/stethoscope.mjs'
import Tag from 'lucide/dist/esm/icons/tag.mjs'
import TrendingUp from 'lucide/dist/esm/icons/trending-up.mjs'
import Users from 'lucide/dist/esm/icons/users.mjs'
import type { IconNode } from 'lucide'
import { Icon } from '~/components/ui/icon'
import type { ServiceIconName } from '~/config/content-schema/types'

const ICONS: Record<ServiceIconName, IconNode> = {
  calculator: Calculator,
  briefcase: Briefcase,
  'heart-pulse': HeartPulse,
  building: Building2,
  accessibility: Accessibility,
  gavel: Gavel,
  handshake: Handshake,
  'trending-up': TrendingUp,
  tag: Tag,
  scale: Scale,
  users: Users,
  factory: Factory,
  landmark: Landmark,
  'file-check': FileCheck2,
  'bar-chart': BarChart3,
  stethoscope: Stethoscope,
  'graduation-cap': GraduationCap,
  'clipboard-check': ClipboardCheck,
  'landmark-dollar': PiggyBank,
  globe: Globe,
  sigma: Sigma,
}

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  return <Icon icon={ICONS[name]} className={className} />
}

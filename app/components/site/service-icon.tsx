import {
  Accessibility, BarChart3, Briefcase, Building2, Calculator, ClipboardCheck, Factory, FileCheck2, Gavel,
  Globe, GraduationCap, Handshake, HeartPulse, type IconNode, Landmark, PiggyBank, Scale, Sigma,
  Stethoscope, Tag, TrendingUp, Users,
} from 'lucide'
import { Icon } from '~/components/ui/icon'
import type { ServiceIconName } from '~/config/content-types'

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

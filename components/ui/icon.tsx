import {
  Apple,
  BadgeCheck,
  BatteryCharging,
  Building,
  CircleDollarSign,
  Clock,
  Cpu,
  Database,
  Droplets,
  Gamepad2,
  Globe,
  GraduationCap,
  HardDrive,
  House,
  Laptop,
  MapPin,
  Monitor,
  Plug,
  Search,
  ShieldCheck,
  ShoppingBag,
  Star,
  ThumbsUp,
  Users,
  Wifi,
  Wrench,
  Zap,
  type IconNode,
} from "lucide";
import { createElement } from "react";
import type { IconName } from "@/lib/content/types";

/**
 * A decorative Lucide icon drawn on the server from the `lucide` package's path data. (lucide-react's icons are
 * client components: every icon would ship its renderer and hydrate.) Its size and stroke come from the `icon` rule
 * in app/globals.css, written once there rather than on every <svg>.
 */
export function SvgIcon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

const contentIcons: Record<IconName, IconNode> = {
  laptop: Laptop,
  monitor: Monitor,
  apple: Apple,
  shield: ShieldCheck,
  database: Database,
  cpu: Cpu,
  wifi: Wifi,
  "hard-drive": HardDrive,
  wrench: Wrench,
  gamepad: Gamepad2,
  battery: BatteryCharging,
  plug: Plug,
  droplets: Droplets,
  search: Search,
  clock: Clock,
  "badge-check": BadgeCheck,
  "graduation-cap": GraduationCap,
  building: Building,
  "map-pin": MapPin,
  "thumbs-up": ThumbsUp,
  dollar: CircleDollarSign,
  users: Users,
  home: House,
  zap: Zap,
  star: Star,
  "shopping-bag": ShoppingBag,
  globe: Globe,
};

/** An icon named in content. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon icon={contentIcons[name]} className={className} />;
}

import {
  BookOpen,
  CloudSun,
  Compass,
  Crown,
  DoorOpen,
  Droplets,
  Eye,
  Flame,
  Heart,
  Key,
  Moon,
  Mountain,
  Scroll,
  Shield,
  Sparkles,
  Sun,
  Sunrise,
  Sunset,
  type LucideIcon,
} from 'lucide-react';
import type { Icon } from '@/types/content';

// Every icon content may name (the `Icon` type); a missing entry is a type error.
const icons: Record<Icon, LucideIcon> = {
  sunrise: Sunrise,
  sun: Sun,
  'cloud-sun': CloudSun,
  sunset: Sunset,
  moon: Moon,
  flame: Flame,
  'book-open': BookOpen,
  heart: Heart,
  shield: Shield,
  crown: Crown,
  key: Key,
  'door-open': DoorOpen,
  eye: Eye,
  compass: Compass,
  mountain: Mountain,
  sparkles: Sparkles,
  droplets: Droplets,
  scroll: Scroll,
};

export function SlotIcon({ name, size = 22 }: { name: Icon; size?: number }) {
  const Component = icons[name];
  return <Component aria-hidden="true" size={size} />;
}

import {
  BookOpen,
  Brain,
  Crosshair,
  Dices,
  FileText,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Medal,
  MessagesSquare,
  Radar,
  ScrollText,
  Settings,
  Shield,
  Sparkles,
  Swords,
  Trophy,
  User,
  Users,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon };
export type NavSection = { title: string; items: NavItem[] };

/** Sidebar sections and items exactly as spec 000 §2 lists them. */
export const sidebarSections: NavSection[] = [
  {
    title: 'Main',
    items: [
      { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
      { label: 'Rules & Updates', to: '/rules', icon: ScrollText },
      { label: 'My Rosters', to: '/rosters', icon: Shield },
      { label: 'Ultra Oracle', to: '/oracle', icon: Sparkles },
    ],
  },
  {
    title: 'Analysis Tools',
    items: [
      { label: 'Roster Analyzer', to: '/roster-analyzer', icon: Radar },
      { label: 'Meta Insights', to: '/oracle/meta-insights', icon: Brain },
      { label: 'Battle Simulator', to: '/battle-simulator', icon: Dices },
      { label: 'Counter Generation', to: '/counter-generation', icon: Crosshair },
      { label: 'Community Intel', to: '/community-intel', icon: MessagesSquare },
      { label: 'AI Coaching', to: '/coaching', icon: GraduationCap },
      { label: 'Tactical Library', to: '/library', icon: BookOpen },
      { label: 'Playbook Generator', to: '/playbook-generator', icon: FileText },
    ],
  },
  {
    title: 'Community',
    items: [
      { label: 'Tournaments', to: '/tournaments', icon: Trophy },
      { label: 'Leaderboard', to: '/leaderboard', icon: Medal },
      { label: 'Community Hub', to: '/community', icon: Users },
      { label: 'Resources', to: '/resources', icon: FileText },
    ],
  },
];

export const mobileQuickAccess: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Oracle', to: '/oracle', icon: Sparkles },
  { label: 'Tournaments', to: '/tournaments', icon: Trophy },
  { label: 'Profile', to: '/profile', icon: User },
];

export const mobileMoreOptions: NavItem[] = [
  { label: 'My Rosters', to: '/rosters', icon: Shield },
  { label: 'Battle Logger', to: '/battles', icon: Swords },
  { label: 'Leaderboard', to: '/leaderboard', icon: Medal },
  { label: 'Community', to: '/community', icon: Users },
  { label: 'Resources', to: '/resources', icon: FileText },
  { label: 'Settings', to: '/settings', icon: Settings },
];

/** "/" and "/dashboard" are the same screen. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/dashboard') return pathname === '/' || pathname === '/dashboard';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

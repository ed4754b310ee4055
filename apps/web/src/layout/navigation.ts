import {
  BookOpen,
  Brain,
  ChartLine,
  Crosshair,
  Dices,
  FileText,
  Flag,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Map as MapIcon,
  Medal,
  MessagesSquare,
  Radar,
  ScrollText,
  Settings,
  Shield,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Swords,
  Trophy,
  Upload,
  User,
  UserCog,
  Users,
} from 'lucide-react';
import type { AppRole } from '../auth/shell-user';

export type NavItem = { label: string; to: string; icon: LucideIcon };
export type NavSection = { title: string; items: NavItem[] };

/** Sidebar sections and items exactly as spec 000 §2 lists them. */
const sidebarSections: NavSection[] = [
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
      { label: 'Battlefields', to: '/battlefields', icon: MapIcon },
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
  if (item.to === '/admin') return pathname === '/admin';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** Shown only to those who may open it; the server refuses everyone else regardless. */
function adminSection(role: AppRole | undefined): NavSection | null {
  if (role !== 'admin' && role !== 'super_user') return null;
  const items: NavItem[] = [
    { label: 'Admin Dashboard', to: '/admin', icon: ShieldCheck },
    { label: 'Users', to: '/admin/users', icon: UserCog },
    { label: 'Content', to: '/admin/content', icon: FileText },
    { label: 'Review Queue', to: '/admin-review', icon: Flag },
    { label: 'Usage Analytics', to: '/admin/analytics', icon: ChartLine },
    { label: 'Site Settings', to: '/admin/settings', icon: SlidersHorizontal },
  ];
  if (role === 'super_user') {
    items.push(
      { label: 'Published Content', to: '/published-content', icon: Inbox },
      { label: 'Content Ingestion', to: '/content-ingestion', icon: Upload },
    );
  }
  return { title: 'Administration', items };
}

export function sectionsFor(role: AppRole | undefined): NavSection[] {
  const admin = adminSection(role);
  return admin ? [...sidebarSections, admin] : sidebarSections;
}

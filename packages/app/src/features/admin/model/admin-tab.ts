import { urls } from '../../../routes/urls';

export type AdminTab = 'companyProfile' | 'teamMember';

/** The tab an admin address belongs to: the team and its members, else the company profile. */
export function adminTabOf(pathname: string): AdminTab {
  const team = urls.admin.teamMembers();
  return pathname === team || pathname.startsWith(`${team}/`) ? 'teamMember' : 'companyProfile';
}

import { describe, expect, it } from 'vitest';
import { adminTabOf } from './admin-tab';

describe('adminTabOf', () => {
  it.each([
    ['/admin/company-profile', 'companyProfile'],
    ['/admin/company-profile/edit-display', 'companyProfile'],
    ['/admin/company-profile/edit-legal', 'companyProfile'],
    ['/admin/team-member', 'teamMember'],
    ['/admin/team-member/6f1c2f0e-8c1a-4e55-9a43-1b7f0c3d2e11', 'teamMember'],
    ['/admin/team-members-old', 'companyProfile'],
  ])('%s → %s', (pathname, expected) => {
    expect(adminTabOf(pathname)).toBe(expected);
  });
});

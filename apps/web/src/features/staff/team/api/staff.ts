// Staff accounts (MANAGE_STAFF): GET /admin/staff, POST /admin/staff (invite), PUT
// /admin/staff/{id} (scopes), POST /admin/staff/{id}/deactivate, POST
// /admin/staff/{id}/invitation (the invitation again), PUT /admin/staff/{id}/passkey (passkey only).
import { useQuery } from '@tanstack/react-query';
import {
  staffListSchema,
  staffMemberSchema,
  type Scope,
  type StaffMember,
} from '@shop/shared/scopes';
import { api } from '@/lib/api-client.ts';

export const STAFF_KEY = ['staff', 'team'] as const;

export const useStaffList = () =>
  useQuery({
    queryKey: STAFF_KEY,
    queryFn: async () => (await api.get('/admin/staff', { schema: staffListSchema })).items,
  });

export const inviteStaff = (email: string, scopes: Scope[]): Promise<StaffMember> =>
  api.post('/admin/staff', { email, scopes }, { schema: staffMemberSchema });

export const setStaffScopes = (id: number, scopes: Scope[]): Promise<StaffMember> =>
  api.put(`/admin/staff/${id}`, { scopes }, { schema: staffMemberSchema });

export const deactivateStaff = (id: number): Promise<StaffMember> =>
  api.post(`/admin/staff/${id}/deactivate`, undefined, { schema: staffMemberSchema });

export const resendInvitation = (id: number): Promise<StaffMember> =>
  api.post(`/admin/staff/${id}/invitation`, undefined, { schema: staffMemberSchema });

/** Whether the member signs in to the panel only with a passkey; on ends the member's sessions. */
export const setPasskeyRequired = (id: number, required: boolean): Promise<StaffMember> =>
  api.put(
    `/admin/staff/${id}/passkey`,
    { passkeyRequired: required },
    { schema: staffMemberSchema },
  );

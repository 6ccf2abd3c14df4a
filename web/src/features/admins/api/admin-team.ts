import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_PATHS,
  COLLECTIONS,
  CreateAdminResponseSchema,
  UserRecordSchema,
  type AdminMobileRequest,
  type CreateAdminRequest,
  type CreateAdminResponse,
} from '@pharmacy/shared';
import { postJson, replyBody } from '@/lib/api-reply.ts';
import { getFirebase } from '@/lib/firebase.ts';
import { timestampsToIso } from '@/lib/firestore-values.ts';
import { reachApi } from '@/lib/reach-api.ts';

export interface AdminRow {
  id: string;
  name: string;
  email: string;
  /**
   * What the mobile on record looks like (04•• ••• 156; the number itself is the server's
   * alone, decision 066), or undefined when none is set (they cannot sign in until one is).
   */
  mobileHint: string | undefined;
  /** The server has checked their enrolled phone is the one on record (decision 037). */
  phoneConfirmed: boolean;
  /** ISO 8601, when known. */
  addedAt: string | undefined;
}

const adminTeamKey = ['admin', 'admins'] as const;

/** Every admin's record, by name. The pharmacy has a handful: one read, no paging. firestore.rules let admins list users. */
async function listAdmins(): Promise<AdminRow[]> {
  const [{ collection, getDocs, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.users), where('role', '==', 'admin')));
  return snapshot.docs
    .map((doc) => {
      const data = timestampsToIso(doc.data()) as Record<string, unknown>;
      const record = UserRecordSchema.parse(data);
      return {
        id: doc.id,
        name: `${record.firstName} ${record.lastName}`.trim() || record.email,
        email: record.email,
        mobileHint: record.adminMobileHint,
        phoneConfirmed: record.adminFactorId !== undefined,
        addedAt: typeof data.createdAt === 'string' ? data.createdAt : undefined,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

export function useAdminTeam() {
  return useQuery({ queryKey: adminTeamKey, queryFn: listAdmins, staleTime: 0 });
}

/** Adds an admin through the server (recent sign-in), which sets their mobile on record and e-mails their link. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateAdminRequest): Promise<CreateAdminResponse> => {
      const reply = await reachApi((idToken) => postJson(ADMIN_API_PATHS.admins, request, idToken), { recentSignIn: true });
      return replyBody(reply, CreateAdminResponseSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTeamKey }),
  });
}

/** Replaces another admin's mobile on record (recent sign-in); the server removes their phone and ends their sessions. */
export function useReplaceAdminMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AdminMobileRequest): Promise<void> => {
      await reachApi((idToken) => postJson(ADMIN_API_PATHS.adminMobile, request, idToken), { recentSignIn: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTeamKey }),
  });
}

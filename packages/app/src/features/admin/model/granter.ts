import { useAtomValue } from 'jotai';
import type { Granter } from '@jiyun/domain';
import { signedInUserAtom } from '../../../session/atoms';

/** The signed-in user as the one who grants groups (A47); null before the session is known. */
export function useGranter(): Granter | null {
  const user = useAtomValue(signedInUserAtom);
  if (!user) return null;
  return { id: user.id, isOwner: user.type === 'root', permissions: user.permissions };
}

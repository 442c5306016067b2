// Staff with CREATE_PRODUCT see products before their drop starts, so product answers
// differ by viewer: query keys carry this, and a login or logout never shows the other's data.
import { useAuth } from '@/lib/auth-store.ts';

export type Viewer = 'staff' | 'shopper';

export function useViewer(): Viewer {
  return useAuth().hasScope('CREATE_PRODUCT') ? 'staff' : 'shopper';
}

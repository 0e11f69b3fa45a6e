import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The identity screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  lazyPage('/MyAccountPage', 'My Account', () =>
    import('../../features/identity/my-account-page').then((m) => m.MyAccountPage),
  ),
  lazyPage('/KycVerificationPage', 'KYC Verification', () =>
    import('../../features/identity/kyc-verification-page').then((m) => m.KycVerificationPage),
  ),
  lazyPage('/NextOfKinForm', 'Next of Kin', () =>
    import('../../features/identity/next-of-kin-page').then((m) => m.NextOfKinPage),
  ),
  lazyPage('/MyData/download', 'Your data', () =>
    import('../../features/identity/data-export-download-page').then((m) => m.DataExportDownloadPage),
  ),
];
export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/kyc', 'KYC Review', () =>
    import('../../features/identity/admin-kyc-page').then((m) => m.AdminKycPage),
  ),
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [{ to: '/admin/kyc', label: 'KYC' }];

import type { RouteObject } from 'react-router';

/**
 * The identity screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  {
    path: '/MyAccountPage',
    handle: { title: 'My Account' },
    lazy: () =>
      import('../../features/identity/my-account-page').then((m) => ({ Component: m.MyAccountPage })),
  },
  {
    path: '/KycVerificationPage',
    handle: { title: 'KYC Verification' },
    lazy: () =>
      import('../../features/identity/kyc-verification-page').then((m) => ({
        Component: m.KycVerificationPage,
      })),
  },
  {
    path: '/NextOfKinForm',
    handle: { title: 'Next of Kin' },
    lazy: () =>
      import('../../features/identity/next-of-kin-page').then((m) => ({ Component: m.NextOfKinPage })),
  },
];
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/kyc',
    handle: { title: 'KYC Review' },
    lazy: () => import('../../features/identity/admin-kyc-page').then((m) => ({ Component: m.AdminKycPage })),
  },
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [{ to: '/admin/kyc', label: 'KYC' }];

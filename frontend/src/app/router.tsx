import { lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet, useParams } from 'react-router';
import { HomeRoute } from './HomeRoute';
import { RouteGuard } from './RouteGuard';

// Every page is its own chunk: the landing page downloads none of the signed-in app.
const RequireAuth = lazy(() => import('./RequireAuth').then((m) => ({ default: m.RequireAuth })));
const PublicLayout = lazy(() => import('./layout/PublicLayout').then((m) => ({ default: m.PublicLayout })));
const SignInPage = lazy(() => import('../features/auth/components/SignInPage'));
const SignUpPage = lazy(() => import('../features/auth/components/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/ResetPasswordPage'));
const SecondFactorPage = lazy(() => import('../features/auth/components/SecondFactorPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const ReviewsPage = lazy(() => import('./ReviewsRoute'));
const ProfilePage = lazy(() => import('./ProfileRoute'));
const EmployerPage = lazy(() => import('./EmployerRoute'));
const SearchPage = lazy(() => import('./SearchRoute'));
const CrewProfilePage = lazy(() => import('./CrewProfileRoute'));
const AdminDashboardPage = lazy(() => import('../features/admin/AdminDashboardPage'));
const AdminUserDetailPage = lazy(() => import('../features/admin/UserDetailPage'));
const SharedProfilePage = lazy(() => import('../features/shared-profile/SharedProfilePage'));
const VerifyReportPage = lazy(() => import('../features/reports/VerifyReportPage'));
const ConfirmAccountDeletionPage = lazy(() => import('../features/profile/ConfirmAccountDeletionPage'));
const GoodbyePage = lazy(() => import('../features/profile/GoodbyePage'));
const ConfirmEmailChangePage = lazy(() => import('../features/profile/EmailChangeLinkPages'));
const UndoEmailChangePage = lazy(() => import('../features/profile/EmailChangeLinkPages').then((m) => ({ default: m.UndoEmailChangePage })));
const DisputePage = lazy(() => import('../features/disputes/DisputePage'));
const ConversationPage = lazy(() => import('../features/contacts/ConversationPage'));

/** The reviews page once built /profile/{token} links; /shared/{token} is canonical (DESIGN.md). */
function LegacyShareRedirect() {
  const { token } = useParams();
  return <Navigate to={`/shared/${token ?? ''}`} replace />;
}

export const routes = [
  {
    element: <Outlet />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <SignInPage /> },
      { path: 'login/second-factor', element: <SecondFactorPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      // Public: the emailed link's token is in the fragment; the page posts it with the new password.
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'profile/:token', element: <LegacyShareRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'reviews', element: <ReviewsPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'disputes/:reviewId', element: <DisputePage /> },
          // An employer's and a crew member's conversation: the server shows it to those two only.
          { path: 'contacts/:id', element: <ConversationPage /> },
          { path: 'employer', element: <EmployerPage /> },
          {
            path: 'search',
            element: (
              <RouteGuard permission="canSearchCrew">
                <SearchPage />
              </RouteGuard>
            ),
          },
          {
            path: 'search/crew/:id',
            element: (
              <RouteGuard permission="canSearchCrew">
                <CrewProfilePage />
              </RouteGuard>
            ),
          },
          {
            path: 'admin-dashboard',
            element: (
              <RouteGuard permission="isAdmin">
                <AdminDashboardPage />
              </RouteGuard>
            ),
          },
          {
            path: 'admin-dashboard/users/:userId',
            element: (
              <RouteGuard permission="isAdmin">
                <AdminUserDetailPage />
              </RouteGuard>
            ),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'shared/:token', element: <SharedProfilePage /> },
          { path: 'verify/:id', element: <VerifyReportPage /> },
          // Public: signed out, it asks to sign in first (a redirect to sign-in would drop the link's token).
          { path: 'account/delete', element: <ConfirmAccountDeletionPage /> },
          // Public too: the new address's link may be opened on another device, signed out.
          { path: 'account/email/confirm', element: <ConfirmEmailChangePage /> },
          { path: 'account/email/undo', element: <UndoEmailChangePage /> },
          // After deleting one's own account: public, since the session ended with the account.
          { path: 'goodbye', element: <GoodbyePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

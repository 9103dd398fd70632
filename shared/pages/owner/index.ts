/** The owner portal's pages as one lazy chunk (one dynamic import keeps the first-load bundle's split unchanged). */
export { LoginPage } from './LoginPage';
export { PortalPage } from './PortalPage';
export { ForgotPage } from './ForgotPage';
export { ResetPage } from './ResetPage';
export { loadLogin, loadPortal } from '../../router/owner-loaders';

/**
 * What other parts of the app may use from the sharing feature: the dashboard and the
 * reviews route in app/ compose these.
 */
export { QuickShareButton, ShareProfileButton } from './components/QuickShareButton';
export { CustomLinkButton } from './components/CustomLinkButton';
export { ActiveShareLinksCard } from './components/ActiveShareLinksCard';
export { ProfilePdfCard } from './components/ProfilePdfCard';

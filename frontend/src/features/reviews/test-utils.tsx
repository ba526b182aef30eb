// Test helpers shared by every feature live in src/test; re-exported for this feature's tests.
export { type Calls, stubApi } from '../../test/api-stub';
export { renderWithApp, testUser } from '../../test/render';

// What other features and the shell may use: "my account", opened from the user menu.
export { MyAccountDrawer } from './components/my-account-drawer';

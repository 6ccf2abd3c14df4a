// The pharmacy's billing settings (decision 077). A view's own module: admin.tsx loads it when the view opens (decision 073). Importing
// the feature's index.ts here, statically, keeps the bundler's tree-shaking of that index.
export { BillingSettingsView as View } from '@/features/prices/index.ts';

// The pharmacy overview (decision 031). A view's own module: admin.tsx loads it when the view opens (decision 073). Importing
// the feature's index.ts here, statically, keeps the bundler's tree-shaking of that index:
// a dynamic import of the index itself would put all of it (a public page's form too) in one chunk.
export { PharmacyOverview as View } from '@/features/overview/index.ts';

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { LOCAL_PROJECT_ID, REGION, SITE, functionServing } from '@pharmacy/shared';
import { appCheckSetup } from './src/lib/app-check-setup.ts';
import { contentSecurityPolicy } from './src/lib/content-security-policy.ts';
import { parseClientEnv } from './src/lib/env-schema.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the contact and upload forms load besides their own code, as one chunk (decision 032).
 * Split by Rolldown's defaults it was nine small files, each with its own imports and its own
 * compression. Portal screens that use a piece load this chunk too. Nothing here may be
 * something the other public pages load: they would then load all of it (the budget test,
 * tests/api/public-js-budget.test.ts, would show it).
 */
const PUBLIC_FORMS_MODULES = [
  'web/src/components/ui/form-field.tsx',
  'web/src/components/ui/form-error.tsx',
  'web/src/components/ui/collection-notice.tsx',
  'web/src/components/ui/upload-status.tsx',
  'web/src/lib/file-problem.ts',
  'web/src/lib/upload-messages.ts',
  'web/src/lib/use-upload.ts',
  'shared/src/enquiries/enquiry.ts',
  'shared/src/legal-prescriptions/escript-token.ts',
  'shared/src/platform/attachments.ts',
];
const isPublicFormsModule = (id: string) => PUBLIC_FORMS_MODULES.some((file) => id.replaceAll('\\', '/').endsWith(file));

/**
 * A feature's index.ts only re-exports what app/ and other features use (issue 31): it does
 * nothing when imported. Told so, the bundler leaves out the re-exported pieces a chunk does
 * not use (the admin's inbox stays out of the contact page's chunk).
 */
const isFeatureIndex = (id: string) => /\/src\/features\/[^/]+\/index\.ts$/.test(id.replaceAll('\\', '/'));

function sideEffectFreeModules(): Plugin {
  return {
    name: 'pharmacy:side-effect-free-modules',
    transform: (code, id) => (isFeatureIndex(id) ? { code, map: null, moduleSideEffects: false } : null),
  };
}

/** Fills `%SITE_*%` placeholders in index.html so SITE stays the one place business facts live. */
function siteSettingsInHtml(): Plugin {
  const values: Record<string, string> = {
    '%SITE_PRODUCT_NAME%': SITE.productName,
    '%SITE_PHONE%': SITE.phone,
  };
  return {
    name: 'pharmacy:site-settings-in-html',
    transformIndexHtml: (html) => html.replace(/%SITE_[A-Z_]+%/g, (token) => values[token] ?? token),
  };
}

/**
 * Every built page carries its Content-Security-Policy first (decision 012). Built
 * pages only: the dev server injects inline scripts of its own.
 */
function contentSecurityPolicyInHtml(mode: string): Plugin {
  return {
    name: 'pharmacy:content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) => {
      const env = parseClientEnv(loadEnv(mode, webRoot, 'VITE_'));
      const policy = contentSecurityPolicy({
        emulators: env.VITE_USE_EMULATORS,
        maps: Boolean(env.VITE_MAPS_API_KEY),
        appCheck: appCheckSetup(env).kind !== 'off',
      });
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html must start its head with ${charset}`);
      // Right after the charset, before anything the policy governs; its sources hold no double quotes.
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    },
  };
}

/** A production bundle without Firebase config would deploy a broken portal: stop here instead. */
function assertProductionEnv(mode: string): void {
  if (mode !== 'production') return;
  const env = parseClientEnv(loadEnv(mode, webRoot, 'VITE_'));
  if (env.VITE_USE_EMULATORS) {
    throw new Error('VITE_USE_EMULATORS=true in a production build: use `npm run build:emulator` for local builds.');
  }
}

export default defineConfig(({ mode }) => {
  assertProductionEnv(mode);
  return {
    root: webRoot,
    plugins: [react(), sideEffectFreeModules(), siteSettingsInHtml(), contentSecurityPolicyInHtml(mode)],
    resolve: { alias: { '@': resolve(webRoot, 'src') } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // Every browser we support preloads modules natively; the polyfill would cost every page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The SPA (index.html), and the one script a prerendered public page loads (decision 072).
        input: { index: resolve(webRoot, 'index.html'), public: resolve(webRoot, 'src/entry-public.ts') },
        output: {
          // React and the router change rarely: long-cached, clearly named chunks. Apart, because
          // a public form's island loads React without the router (decision 072).
          codeSplitting: {
            groups: [
              { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
              // Only the modules named: what they import stays where it is (SITE in the entry, the locale in its own chunk).
              { name: 'forms', test: isPublicFormsModule, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: {
        // The Functions emulator serves each function under /{project}/{region}/{name};
        // keep the `/api/...` suffix so handlers see the same path as behind Hosting,
        // and send each path to the function Hosting's rewrites send it to.
        '/api': {
          target: 'http://127.0.0.1:5001',
          changeOrigin: true,
          rewrite: (path) => `/${LOCAL_PROJECT_ID}/${REGION}/${functionServing(path.split('?')[0] ?? path)}${path}`,
        },
      },
    },
  };
});

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { API_FUNCTION_NAME, LOCAL_PROJECT_ID, REGION, SITE } from '@pharmacy/shared';
import { parseClientEnv } from './src/lib/env-schema.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

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
    plugins: [react(), siteSettingsInHtml()],
    resolve: { alias: { '@': resolve(webRoot, 'src') } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // Every browser we support preloads modules natively; the polyfill would cost every page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // React and the router change rarely: one long-cached, clearly named chunk.
          codeSplitting: {
            groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: {
        // The Functions emulator serves `api` under /{project}/{region}/{name};
        // keep the `/api/...` suffix so handlers see the same path as behind Hosting.
        '/api': {
          target: 'http://127.0.0.1:5001',
          changeOrigin: true,
          rewrite: (path) => `/${LOCAL_PROJECT_ID}/${REGION}/${API_FUNCTION_NAME}${path}`,
        },
      },
    },
  };
});

import { describe, expect, it } from 'vitest';
import { scriptsInHtml, withStaticImports } from './public-js-sizes.ts';

describe('the scripts a public page loads', () => {
  it('are its module entry and its modulepreloads, not its structured data', () => {
    const html = `<script type="application/ld+json" data-page-head>{}</script>
      <link rel="modulepreload" crossorigin href="/assets/about-1.js">
      <link rel="stylesheet" crossorigin href="/assets/index-2.css">
      <script type="module" crossorigin src="/assets/index-3.js"></script>`;
    expect(scriptsInHtml(html)).toEqual(['assets/about-1.js', 'assets/index-3.js']);
  });

  it('take along every chunk those import statically, once', () => {
    const manifest = {
      'index.html': { file: 'assets/index-3.js', imports: ['_vendor.js'] },
      'src/app/routes/about.tsx': { file: 'assets/about-1.js', imports: ['index.html', '_card.js'] },
      '_card.js': { file: 'assets/card-4.js', imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-5.js' },
    };
    expect(withStaticImports(['assets/about-1.js', 'assets/index-3.js'], manifest)).toEqual([
      'assets/about-1.js',
      'assets/card-4.js',
      'assets/index-3.js',
      'assets/vendor-5.js',
    ]);
  });

  it('refuse a file the manifest does not know', () => {
    expect(() => withStaticImports(['assets/stale-9.js'], {})).toThrow(/not in the build manifest/);
  });
});

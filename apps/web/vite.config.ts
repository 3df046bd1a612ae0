import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { organisationName, productName } from '../../packages/contract/src/product.ts';

/** Fills `%PRODUCT_NAME%` and `%ORGANISATION_NAME%` in index.html from the shared contract. */
function productNameInHtml(): Plugin {
  return {
    name: 'cic-html-names',
    transformIndexHtml: (html) =>
      html.replaceAll('%PRODUCT_NAME%', productName).replaceAll('%ORGANISATION_NAME%', organisationName),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), productNameInHtml()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry holds react-dom, the router, TanStack Query and zod (contract schemas): about 180 kB gzip.
    // Area code is split per route `lazy`; this limit only keeps that known entry size from warning.
    chunkSizeWarningLimit: 650,
  },
});

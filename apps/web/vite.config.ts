import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The app's scripts load at low priority: server-rendered pages show their content (styles,
 * the product picture) first and the scripts take the bandwidth that is left, then hydrate.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'scripts-after-content',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    scriptsAfterContent(),
    // Text assets above 1 KB also written as .br and .gz, served as they are by the API server.
    ...(isSsrBuild ? [] : [compression({ threshold: 1024 })]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
  // The server's rendering (src/entry-server.tsx) is one bundle with its libraries inside, so
  // the API server runs it without the web app's packages (`npm ci --omit=dev` has them anyway).
  ssr: { noExternal: true },
  // React's production build on the server too (the browser build gets it from Vite).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true, copyPublicDir: false }
    : {
        sourcemap: true,
        chunkSizeWarningLimit: 600,
        modulePreload: false,
        rolldownOptions: {
          output: {
            // The icons in one file, not one file each: every file costs a phone a round trip.
            codeSplitting: {
              groups: [
                { name: 'icons', test: /lucide-react/, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));

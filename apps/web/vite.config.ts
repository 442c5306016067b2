import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // Text assets above 1 KB also written as .br and .gz, served as they are by the API server.
  plugins: [react(), tailwindcss(), compression({ threshold: 1024 })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});

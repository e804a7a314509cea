import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';

// `license`: Vite 8 removes comments, licence banners included; this writes the notices of every
// bundled package, MapWeave's among them, to dist/.vite/license.md (/docs/obfuscation-requirements).
export default defineConfig({plugins: [react()], build: {license: true}});

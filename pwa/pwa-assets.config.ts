// Every icon (favicon, 192/512, maskable 512, apple-touch 180) is generated from public/icon.svg
// at build time by @vite-pwa/assets-generator; none are committed.
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#2e2a6b' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#2e2a6b' } },
  },
  images: ['public/icon.svg'],
});

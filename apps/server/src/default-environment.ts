/*
 * Imported first by main.ts (the entry): `node apps/server/dist/main.js` on its own serves the build, as
 * `npm start` does. Set before React and React Router load, since they pick their production
 * or development code from NODE_ENV when first loaded; `npm run dev` sets `development`.
 */
process.env.NODE_ENV ??= 'production';

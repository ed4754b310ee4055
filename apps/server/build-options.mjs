// esbuild options for the server bundle, shared by build.mjs and the integration-test setup (which
// builds the roster-parse worker the same way). Workspace packages are inlined; third-party
// packages stay external and load from node_modules at run time.
export const serverBuildOptions = {
  entryPoints: {
    main: 'src/main.ts',
    'roster-parse-worker': 'src/features/rosters/roster-parse.worker.ts',
    'game-data-worker': 'src/features/game-data/game-data.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-third-party',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@muster/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

import path from 'node:path'

/**
 * The inbox's own entry (its script and stylesheet, vite.inbox.config.ts) into BUILD_DIR/inbox: beside the
 * deploy directory, never in it, so a static host never receives the back office.
 */
export async function buildInboxBundle(buildDir: string, root: string): Promise<void> {
  // Loaded here, for full builds only: an incremental build does not bundle.
  const { build } = await import('vite')
  await build({
    configFile: path.join(root, 'vite.inbox.config.ts'),
    root,
    logLevel: 'warn',
    build: { outDir: path.join(buildDir, 'inbox'), emptyOutDir: true },
  })
}

// A render worker of the build's pool (tinypool): loads the TypeScript render module through tsx once,
// then runs each task the pool hands it (scripts/build-steps/render-pages.ts, runRenderTask).
import { tsImport } from 'tsx/esm/api'

const renderModule = tsImport('./render-pages.ts', import.meta.url)

export default async function runTask(task) {
  const { runRenderTask } = await renderModule
  return runRenderTask(task)
}

// Bundles the explorer page (src/) with esbuild into --outdir (default dist/): index.html,
// app.js, app.css and the board's SVG sprites. CMake runs it (cmake/build_web.cmake) and compiles
// the result into the quince binary; nothing here is fetched from the network at run time.
import * as esbuild from "esbuild"
import {cpSync, mkdirSync} from "node:fs"
import {dirname, join} from "node:path"
import {fileURLToPath} from "node:url"

const here = dirname(fileURLToPath(import.meta.url))
const i = process.argv.indexOf("--outdir")
const out = i > 0 ? process.argv[i + 1] : join(here, "dist")
mkdirSync(out, {recursive: true})

await esbuild.build({
    entryPoints: {app: join(here, "src/main.ts")},
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    outdir: out,
    legalComments: "none",
    logLevel: "warning",
})
cpSync(join(here, "src/index.html"), join(out, "index.html"))
const board = join(here, "node_modules/cm-chessboard/assets")
for (const f of ["pieces/standard.svg", "extensions/markers/markers.svg", "extensions/arrows/arrows.svg"])
    cpSync(join(board, f), join(out, "assets", f))

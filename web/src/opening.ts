// The opening's name and ECO code for the position on view (the server's public opening list):
// the deepest named position along the line from the start. A server without the list shows
// nothing here.
import {$, S} from "./core"
import {api, ApiError, Opening} from "./api"

const cache = new Map<string, Opening | null>()
let lineEndpoint = true // POST /api/opening, until the server says it has none
let seq = 0

function show(o: Opening | null | undefined, atPly: number) {
    const box = $("opening")
    if (!o) {
        box.textContent = ""
        box.hidden = true
        delete box.dataset.eco
        return
    }
    box.hidden = false
    box.dataset.eco = o.eco
    box.replaceChildren()
    const eco = document.createElement("b")
    eco.textContent = o.eco
    box.append(eco, " " + o.name)
    // Past the last named position: say where the name comes from.
    if (o.ply !== undefined && o.ply > 0 && o.ply < atPly) {
        const at = S.tree.path(S.node)[o.ply - 1]
        const since = document.createElement("span")
        since.className = "hint"
        since.textContent = ` (named after ${S.tree.moveNumber(at)}${S.tree.whiteMoved(at) ? "." : "…"} ${S.tree.get(at).san})`
        box.append(since)
    }
    box.title = `${o.eco} ${o.name}: from the public opening list the server carries`
}

// The node on view changed.
export async function showOpening() {
    const id = S.node, my = ++seq
    const moves = S.tree.ucis(id)
    const key = S.tree.startFen + "|" + moves.join(" ")
    if (!lineEndpoint) return // shown from /api/legal's answer when loaded
    if (cache.has(key)) { show(cache.get(key), moves.length); return }
    try {
        const r = await api.opening(S.tree.startFen, moves)
        cache.set(key, r.opening)
        if (my === seq) show(r.opening, moves.length)
    } catch (e) {
        if (e instanceof ApiError && (e.status === 404 || e.status === 405)) lineEndpoint = false
        if (my === seq) show(null, 0)
    }
}

// The node's legal moves came: without /api/opening, their exact-position opening (if any).
export function openingFromInfo() {
    if (!lineEndpoint) show(S.info?.opening ?? null, 0)
}

// The Search tab: a streamed, stoppable MultiPV search of the position on view. Every search is
// tied to the node it was asked about: its lines are shown only while that node is on view, and
// going to another position restarts it there.
import {ARROW_TYPE} from "cm-chessboard/src/extensions/arrows/Arrows.js"
import {$, el, S, board, goto, addMove, message, errorText, analysisClient} from "./core"
import {api, search, ApiError, SearchEvent, SearchInfo} from "./api"
import {explainLine} from "./explain"

let current: {ctrl: AbortController; node: number} | null = null
let lines = new Map<number, SearchInfo>()
let events = 0

const busyText = (e: unknown) =>
    e instanceof ApiError && e.status === 503 ? `the server is busy: ${e.message}; try again when a search ends` : errorText(e)

function scoreText(i: SearchInfo, white: boolean) {
    if (!i.score) return ""
    if (i.score.mate !== undefined) {
        const m = white ? i.score.mate : -i.score.mate
        return (m > 0 ? "#" : "#-") + Math.abs(m)
    }
    const v = (white ? 1 : -1) * (i.score.cp ?? 0) / 100
    return (v > 0 ? "+" : "") + v.toFixed(2) + (i.bound ? (i.bound === "lower" ? "↑" : "↓") : "")
}

// A PV as text that wraps, with move numbers: "12… Nc6 13. Bb5 a6".
function pvCell(i: SearchInfo, node: number) {
    const td = el("td", {class: "pv"})
    const [, side, , , , full] = S.tree.get(node).fen.split(" ")
    let number = Number(full) || 1, white = side === "w"
    ;(i.pv_san ?? []).forEach((san, j) => {
        if (white) td.append(el("span", {class: "num"}, `${number}.`))
        else if (j === 0) td.append(el("span", {class: "num"}, `${number}…`))
        const s = el("span", {class: "pvmove", title: "play the line to here (as a variation)"}, san)
        s.onclick = () => playPv(node, i.pv!.slice(0, j + 1))
        td.append(s, " ") // a space between moves: the line wraps there, and copies as text
        if (!white) number++
        white = !white
    })
    return td
}

// A button that explains what the line plays for (explain.ts).
function explainCell(i: SearchInfo, node: number) {
    const td = el("td")
    const b = el("button", {class: "explain-btn", title: "what is this line playing for? the evaluation's change, term by term and piece by piece"}, "why?")
    const pv = i.pv ?? [], san = (i.pv_san ?? []).join(" ")
    b.onclick = () => explainLine(node, pv, san)
    td.append(b)
    return td
}

function renderLines() {
    const t = $("search-lines")
    t.replaceChildren()
    if (!current || current.node !== S.node) return
    const head = el("tr")
    for (const h of ["#", "depth", "score", "WDL ‰", "nodes", "line", ""]) head.append(el("th", {}, h))
    t.append(head)
    const white = S.tree.get(S.node).fen.split(" ")[1] === "w"
    board.removeArrows()
    for (const [k, i] of [...lines.entries()].sort((x, y) => x[0] - y[0])) {
        const tr = el("tr", {"data-multipv": String(k), "data-pv": (i.pv ?? []).join(" ")})
        const wdl = i.wdl ? (white ? i.wdl : [...i.wdl].reverse()).join(" ") : ""
        tr.append(el("td", {}, String(k)), el("td", {}, `${i.depth}/${i.seldepth ?? ""}`), el("td", {class: "score"}, scoreText(i, white)),
            el("td", {}, wdl), el("td", {}, String(i.nodes ?? "")), pvCell(i, S.node), explainCell(i, S.node))
        t.append(tr)
        if (i.pv && i.pv.length)
            board.addArrow(k === 1 ? ARROW_TYPE.success : ARROW_TYPE.secondary, i.pv[0].slice(0, 2), i.pv[0].slice(2, 4))
    }
}

// The line's moves from `node`, added to the tree (existing moves are followed, new ones make a
// variation), and the position after them shown: ← goes back along them as along any line.
async function playPv(node: number, moves: string[]) {
    try {
        let id = node
        for (const m of moves) id = await addMove(id, m)
        await goto(id)
    } catch (e) {
        message(errorText(e))
    }
}

export async function startSearch() {
    await stopSearch(false)
    const seconds = Number($<HTMLInputElement>("search-time").value) || 0
    const node = S.node
    if (S.info && S.info.status !== "ongoing") {
        $("search-status").textContent = `nothing to search: ${S.info.status}`
        return
    }
    const body: Record<string, unknown> = {
        client: analysisClient, fen: S.tree.startFen, moves: S.tree.ucis(node), profile: $<HTMLSelectElement>("search-profile").value,
        multipv: Number($<HTMLSelectElement>("search-multipv").value),
    }
    if (seconds > 0) body.movetime = Math.round(seconds * 1000)
    else body.infinite = true
    lines = new Map()
    events = 0
    const me = {ctrl: new AbortController(), node}
    current = me
    $<HTMLButtonElement>("search-stop").disabled = false
    const status = $("search-status")
    status.textContent = "searching..."
    delete status.dataset.done
    status.dataset.events = "0"
    try {
        await search(body, (e: SearchEvent) => {
            if (current !== me) return // a stale search's last words
            events++
            status.dataset.events = String(events)
            if (e.type === "info") {
                lines.set(e.multipv ?? 1, e)
                status.textContent = `depth ${e.depth}, ${((e.nodes ?? 0) / 1e6).toFixed(2)} M nodes, ` +
                    `${Math.round((e.nps ?? 0) / 1000)} k nodes/s, ${((e.time ?? 0) / 1000).toFixed(1)} s`
                renderLines()
            } else if (e.type === "bestmove") {
                status.textContent += ` — best move ${e.san}`
                status.dataset.done = "1"
            }
        }, me.ctrl.signal)
    } catch (e) {
        if ((e as Error).name !== "AbortError" && current === me) status.textContent = busyText(e)
    }
    if (current === me) $<HTMLButtonElement>("search-stop").disabled = true
}

// Stops the running search. With `wait`, the engine's final report is shown (Stop button);
// without, the stream is cut (a new search or another position replaces it).
export async function stopSearch(wait = true) {
    const me = current
    if (!me) return
    if (!wait) {
        current = null
        me.ctrl.abort()
        $<HTMLButtonElement>("search-stop").disabled = true
        return
    }
    await api.stop(analysisClient).catch(() => undefined)
    // The stream ends with bestmove; cut it if it does not come.
    window.setTimeout(() => { if (current === me && $("search-status").dataset.done !== "1") me.ctrl.abort() }, 3000)
}

// Another position on view: a running search moves to it; a finished one's lines go.
export function onPosition() {
    const running = current && $<HTMLButtonElement>("search-stop").disabled === false
    if (running && current!.node !== S.node) startSearch()
    else renderLines()
}

export function initAnalysis() {
    $("search-start").onclick = () => startSearch()
    $("search-stop").onclick = () => stopSearch()
}

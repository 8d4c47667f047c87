// The Quince explorer page: a board (cm-chessboard) whose every position is evaluated by every
// profile, with per-piece shares, PST heat maps, a streamed search, a game graph (chart.js) and
// play against a profile. All chess rules come from the server (legal moves, SAN, PGN).
import "cm-chessboard/assets/chessboard.css"
import "cm-chessboard/assets/extensions/markers/markers.css"
import "cm-chessboard/assets/extensions/arrows/arrows.css"
import "cm-chessboard/assets/extensions/promotion-dialog/promotion-dialog.css"
import "./style.css"
import {Chessboard, COLOR, INPUT_EVENT_TYPE, BORDER_TYPE} from "cm-chessboard/src/Chessboard.js"
import {Markers, MARKER_TYPE} from "cm-chessboard/src/extensions/markers/Markers.js"
import {Arrows, ARROW_TYPE} from "cm-chessboard/src/extensions/arrows/Arrows.js"
import {PromotionDialog} from "cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js"
import {Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip} from "chart.js"
import {api, search, ApiError, EvalTrace, PositionInfo, ProfileInfo, SearchEvent, SearchInfo} from "./api"

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip)

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T
const el = (tag: string, attrs: Record<string, string> = {}, text = "") => {
    const e = document.createElement(tag)
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v)
    if (text) e.textContent = text
    return e
}

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// A random id for this page: the server runs one search per client id at a time.
const client = "page-" + Math.random().toString(36).slice(2, 12)

// ---- state: the game line shown on the board
interface Line { fens: string[]; sans: string[]; ucis: string[] }
let line: Line = {fens: [START], sans: [], ucis: []}
let ply = 0 // index into line.fens of the position on the board
let info: PositionInfo | null = null // legal moves etc. of the board's position
let evals: EvalTrace[] = []
let profiles: ProfileInfo[] = []
let pinned: string | null = null // square whose piece shares stay shown
let preview = false // the board shows a PV position, not line.fens[ply]

const profileColours = ["#2f6f4f", "#1f5fbf", "#c0392b", "#8e44ad", "#d68910", "#555"]

// ---- the board
const board: any = new Chessboard($("board"), {
    position: START,
    assetsUrl: "assets/",
    style: {borderType: BORDER_TYPE.none, showCoordinates: true, animationDuration: 150},
    extensions: [{class: Markers, props: {autoMarkers: MARKER_TYPE.frame}}, {class: Arrows}, {class: PromotionDialog}],
})

function message(text: string, ok = false) {
    const m = $("message")
    m.textContent = text
    m.className = ok ? "message ok" : "message"
}

function currentFen() { return line.fens[ply] }

// Show line.fens[ply]: board, move list, status, evaluation, legal moves, heat map.
async function show() {
    preview = false
    const fen = currentFen()
    board.removeArrows()
    await board.setPosition(fen.split(" ")[0], true)
    $<HTMLInputElement>("fen-input").value = fen
    renderMoves()
    try {
        const [legal, ev] = await Promise.all([api.legal(fen), api.eval(fen)])
        if (fen !== currentFen()) return // a newer position was shown meanwhile
        info = legal
        evals = ev.results
        const side = legal.side === "w" ? "White" : "Black"
        $("status").textContent = legal.status === "ongoing" ? `${side} to move${legal.in_check ? ", in check" : ""}` : legal.status
        renderEval()
        renderPiece(pinned)
    } catch (e) {
        message(String((e as Error).message))
    }
    enableInput()
    if (!playing) searchRestartIfRunning()
}

function renderMoves() {
    const ol = $("moves")
    ol.replaceChildren()
    const first = Number(line.fens[0].split(" ")[5] ?? 1)
    const blackFirst = line.fens[0].split(" ")[1] === "b"
    let li: HTMLElement | null = null
    line.sans.forEach((san, i) => {
        const k = i + (blackFirst ? 1 : 0)
        if (k % 2 === 0 || !li) {
            li = el("li")
            li.setAttribute("value", String(first + Math.floor(k / 2)))
            if (k % 2 === 1) li.append(el("span", {}, "..."))
            ol.append(li)
        }
        const s = el("span", {"data-ply": String(i + 1)}, san)
        if (i + 1 === ply) s.className = "current"
        s.onclick = () => { ply = i + 1; show() }
        li.append(s)
    })
    ol.querySelector(".current")?.scrollIntoView({block: "nearest"})
}

// Play `uci` from the board's position: the rest of the line after it is replaced.
async function playMove(uci: string): Promise<boolean> {
    try {
        const r = await api.move(currentFen(), uci)
        line.fens = line.fens.slice(0, ply + 1)
        line.sans = line.sans.slice(0, ply)
        line.ucis = line.ucis.slice(0, ply)
        line.fens.push(r.fen)
        line.sans.push(r.move!.san)
        line.ucis.push(r.move!.uci)
        ply++
        message("")
        await show()
        return true
    } catch (e) {
        message(String((e as Error).message))
        await show()
        return false
    }
}

function legalFrom(sq: string) { return info ? info.moves.filter(m => m.from === sq) : [] }

function enableInput() {
    board.disableMoveInput()
    if (!info || info.status !== "ongoing" || preview) return
    if (playing && info.side !== playColour) return
    board.enableMoveInput((event: any) => {
        switch (event.type) {
        case INPUT_EVENT_TYPE.moveInputStarted:
            return legalFrom(event.squareFrom).length > 0
        case INPUT_EVENT_TYPE.validateMoveInput: {
            const moves = legalFrom(event.squareFrom).filter(m => m.to === event.squareTo)
            if (moves.length === 0) {
                message(`${event.squareFrom}-${event.squareTo} is not a legal move`)
                return false
            }
            if (moves[0].promotion) {
                board.showPromotionDialog(event.squareTo, info!.side === "w" ? COLOR.white : COLOR.black, (r: any) => {
                    if (r && r.piece) playMove(moves[0].uci.slice(0, 4) + r.piece.charAt(1))
                    else show()
                })
                return true
            }
            onUserMove(moves[0].uci)
            return true
        }
        }
        return true
    }, info.side === "w" ? COLOR.white : COLOR.black)
}

async function onUserMove(uci: string) {
    if (await playMove(uci)) if (playing) engineTurn()
}

// ---- FEN and PGN
$("fen-set").onclick = async () => {
    const fen = $<HTMLInputElement>("fen-input").value.trim()
    try {
        const r = await api.legal(fen)
        stopPlay()
        line = {fens: [r.fen], sans: [], ucis: []}
        ply = 0
        message("position set", true)
        await show()
    } catch (e) {
        message(e instanceof ApiError ? e.message : String(e)) // the board keeps its position
        $<HTMLInputElement>("fen-input").value = currentFen()
    }
}
$("fen-input").addEventListener("keydown", e => { if ((e as KeyboardEvent).key === "Enter") $("fen-set").click() })
$("pgn-load").onclick = async () => {
    try {
        const g = await api.pgn($<HTMLTextAreaElement>("pgn-input").value)
        stopPlay()
        line = {fens: g.positions, sans: g.moves.map(m => m.san), ucis: g.moves.map(m => m.uci)}
        ply = 0
        const tag = (k: string) => g.tags.find(t => t[0] === k)?.[1]
        message(`game loaded: ${tag("White") ?? "?"} - ${tag("Black") ?? "?"}, ${g.moves.length} plies ${g.result}`, true)
        await show()
        graphGame()
    } catch (e) {
        message(e instanceof ApiError ? e.message : String(e))
    }
}
$("pgn-copy").onclick = () => {
    let text = `[FEN "${line.fens[0]}"]\n\n`
    const first = Number(line.fens[0].split(" ")[5] ?? 1), blackFirst = line.fens[0].split(" ")[1] === "b"
    line.sans.forEach((san, i) => {
        const k = i + (blackFirst ? 1 : 0)
        if (k % 2 === 0) text += `${first + k / 2}. `
        else if (i === 0) text += `${first}... `
        text += san + " "
    })
    $<HTMLTextAreaElement>("pgn-input").value = text + "*"
}

// ---- navigation
$("first").onclick = () => { ply = 0; show() }
$("prev").onclick = () => { if (ply > 0) { ply--; show() } }
$("next").onclick = () => { if (ply < line.fens.length - 1) { ply++; show() } }
$("last").onclick = () => { ply = line.fens.length - 1; show() }
$("takeback").onclick = () => {
    if (line.sans.length === 0) return
    const n = playing && line.sans.length >= 2 ? 2 : 1 // in a game: back to the player's turn
    line.fens.length -= n
    line.sans.length -= n
    line.ucis.length -= n
    ply = Math.min(ply, line.fens.length - 1)
    show()
}
$("flip").onclick = () => {
    board.setOrientation(board.getOrientation() === COLOR.white ? COLOR.black : COLOR.white)
    renderHeat()
}
$("reset").onclick = () => { stopPlay(); line = {fens: [START], sans: [], ucis: []}; ply = 0; message(""); show() }
document.addEventListener("keydown", e => {
    if ((e.target as HTMLElement).tagName === "INPUT" || (e.target as HTMLElement).tagName === "TEXTAREA") return
    if (e.key === "ArrowLeft") $("prev").click()
    if (e.key === "ArrowRight") $("next").click()
})

// ---- tabs
for (const b of document.querySelectorAll<HTMLButtonElement>(".tabs button"))
    b.onclick = () => {
        for (const o of document.querySelectorAll<HTMLButtonElement>(".tabs button")) o.classList.toggle("active", o === b)
        for (const t of document.querySelectorAll<HTMLElement>(".tab")) t.hidden = t.id !== "tab-" + b.dataset.tab
        renderHeat()
        if (b.dataset.tab === "graph") graphGame()
    }
const activeTab = () => document.querySelector<HTMLButtonElement>(".tabs button.active")!.dataset.tab

// ---- evaluation table: every profile side by side
const termNames: Record<string, string> = {
    mat: "Material", pst: "PST", pawn: "Pawns", piece: "Pieces", king: "King", passer: "Passers", pattern: "Patterns", threat: "Threats",
}
const cp = (v: number, units: number) => v / units

function renderEval() {
    const t = $("eval-table")
    t.replaceChildren()
    if (!evals.length) return
    const a = $<HTMLSelectElement>("cmp-a").value, b = $<HTMLSelectElement>("cmp-b").value
    const ea = evals.find(e => e.profile === a), eb = evals.find(e => e.profile === b)
    const head = el("tr")
    head.append(el("th", {class: "name"}, "term"), el("th", {class: "name"}, ""))
    for (const e of evals) head.append(el("th", {"data-profile": e.profile}, e.units_per_cp === 1 ? e.profile : `${e.profile} (1/${e.units_per_cp} cp)`))
    head.append(el("th", {}, "Δ cp"))
    t.append(head)
    // One row: a value per profile (cp converted for the comparison).
    const row = (label: string, sub: string, key: string, value: (e: EvalTrace) => number | string | null, group = false, inCp = true) => {
        const tr = el("tr", group ? {class: "group"} : {})
        tr.append(el("td", {class: "name"}, label), el("td", {class: "name"}, sub))
        const num = (e: EvalTrace | undefined) => {
            if (!e) return null
            const v = value(e)
            return typeof v === "number" ? (inCp ? cp(v, e.units_per_cp) : v) : null
        }
        const va = num(ea), vb = num(eb)
        const differ = va !== null && vb !== null && Math.round(va) !== Math.round(vb)
        for (const e of evals) {
            const v = value(e)
            const td = el("td", {"data-profile": e.profile, "data-key": key}, v === null ? "–" : String(v))
            if (differ && (e.profile === a || e.profile === b)) td.classList.add("diff")
            tr.append(td)
        }
        tr.append(el("td", {class: "delta"}, va !== null && vb !== null && a !== b ? String(Math.round(va - vb)) : ""))
        t.append(tr)
    }
    for (const [key, name] of Object.entries(termNames)) {
        const term = (e: EvalTrace) => e.terms[key]
        row(name, "opening", `${key}.op`, e => term(e)?.total[0] ?? null, true)
        row("", "endgame", `${key}.eg`, e => term(e)?.total[1] ?? null)
        row("", "blended", `${key}.blended`, e => term(e)?.blended ?? null)
    }
    row("Phase", "of 256", "phase", e => e.phase, true, false)
    row("Draw scale", "White/Black", "mul", e => `${e.mul[0]}/${e.mul[1]}`, false, false)
    row("Complexity", "endgame, White", "eg_complexity", e => e.eg_complexity)
    row("Endgame scale", "of 128", "eg_scale", e => e.eg_scale, false, false)
    row("Final", "cp, White", "eval_white", e => e.eval_white, true, false)
    row("WDL", "‰, White", "wdl", e => e.wdl.join(" "), false, false)
    t.dataset.fen = evals[0].fen
}
$("cmp-a").onchange = $("cmp-b").onchange = () => renderEval()

// ---- per-piece shares: hover or click a piece
const pieceNames: Record<string, string> = {p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king"}
function renderPiece(square: string | null) {
    const box = $("piece-info")
    box.replaceChildren()
    if (!square || !evals.length) return
    const per = evals.map(e => ({e, p: e.pieces.find(p => p.square === square)}))
    const any = per.find(x => x.p)?.p
    if (!any) return
    const colour = any.piece === any.piece.toUpperCase() ? "White" : "Black"
    box.append(el("h3", {}, `${colour} ${pieceNames[any.piece.toLowerCase()]} on ${square}${pinned ? " (pinned: click again to release)" : ""}`))
    const parts: string[] = []
    for (const x of per) for (const p of x.p?.parts ?? []) {
        const k = `${p.term}|${p.what}`
        if (!parts.includes(k)) parts.push(k)
    }
    const t = el("table", {class: "grid", id: "piece-table"})
    const head = el("tr")
    head.append(el("th", {class: "name"}, "term"), el("th", {class: "name"}, "part"))
    for (const x of per) head.append(el("th", {}, x.e.profile))
    t.append(head)
    for (const k of parts) {
        const [term, what] = k.split("|")
        const tr = el("tr")
        tr.append(el("td", {class: "name"}, termNames[term] ?? term), el("td", {class: "name"}, what))
        for (const x of per) {
            const p = x.p?.parts.find(q => q.term === term && q.what === what)
            tr.append(el("td", {"data-profile": x.e.profile}, p ? `${p.value[0]} / ${p.value[1]}` : ""))
        }
        t.append(tr)
    }
    const tot = el("tr", {class: "group"})
    tot.append(el("td", {class: "name"}, "Total"), el("td", {class: "name"}, "op / eg (blended)"))
    for (const x of per) tot.append(el("td", {}, x.p ? `${x.p.total[0]} / ${x.p.total[1]} (${x.p.blended})` : ""))
    t.append(tot)
    box.append(t, el("p", {class: "hint"}, "Good for the piece's side, in each profile's units. Threat rows: what the enemy gains by attacking it. King safety (attackers, shelter) is the king's."))
}
const squareOf = (target: EventTarget | null) => (target as Element | null)?.closest?.("[data-square]")?.getAttribute("data-square") ?? null
$("board").addEventListener("mouseover", e => { if (!pinned) renderPiece(squareOf(e.target)) })
$("board").addEventListener("click", e => {
    const sq = squareOf(e.target)
    if (!sq || !evals.some(v => v.pieces.some(p => p.square === sq))) return
    pinned = pinned === sq ? null : sq
    renderPiece(sq)
})

// ---- heat maps
async function renderHeat() {
    const overlay = $("heat-overlay")
    const show = activeTab() === "heat" && $<HTMLInputElement>("heat-show").checked
    overlay.hidden = !show
    if (activeTab() !== "heat") return
    try {
        const p = await api.pst($<HTMLSelectElement>("heat-profile").value, $<HTMLSelectElement>("heat-piece").value,
            $<HTMLSelectElement>("heat-stage").value, $<HTMLSelectElement>("heat-diff").value)
        const max = Math.max(1, ...p.values.map(Math.abs))
        overlay.replaceChildren()
        const white = board.getOrientation() === COLOR.white
        for (let row = 0; row < 8; row++)
            for (let col = 0; col < 8; col++) {
                const rank = white ? 7 - row : row, file = white ? col : 7 - col
                const v = p.values[rank * 8 + file]
                const a = Math.abs(v) / max
                const c = v >= 0 ? `rgba(230,50,40,${0.75 * a})` : `rgba(40,90,230,${0.75 * a})`
                const d = el("div", {"data-square": "abcdefgh"[file] + (rank + 1)}, String(v))
                d.style.background = c
                overlay.append(d)
            }
        const unit = p.units_per_cp === 1 ? "centipawns" : `1/${p.units_per_cp} centipawn`
        const title = `${p.profile}${p.diff ? " minus " + p.diff : ""}: ${$<HTMLSelectElement>("heat-piece").selectedOptions[0].text}, ${p.stage === "op" ? "opening" : "endgame"}`
        const legend = $("heat-legend")
        legend.replaceChildren(el("b", {}, title), el("span", {}, String(-max)), el("span", {class: "bar"}), el("span", {}, "+" + max), el("span", {}, `(${unit})`))
    } catch (e) {
        message(String((e as Error).message))
    }
}
for (const id of ["heat-profile", "heat-piece", "heat-stage", "heat-diff", "heat-show"]) $(id).onchange = () => renderHeat()

// ---- search: streamed, stoppable
let searchAbort: AbortController | null = null
let searchLines: Map<number, SearchInfo> = new Map()
let searchEvents = 0

function scoreText(i: SearchInfo) {
    if (!i.score) return ""
    const white = currentFen().split(" ")[1] === "w"
    if (i.score.mate !== undefined) {
        const m = white ? i.score.mate : -i.score.mate
        return (m > 0 ? "#" : "#-") + Math.abs(m)
    }
    const v = (white ? 1 : -1) * (i.score.cp ?? 0) / 100
    return (v > 0 ? "+" : "") + v.toFixed(2) + (i.bound ? (i.bound === "lower" ? "↑" : "↓") : "")
}

function renderSearch() {
    const t = $("search-lines")
    t.replaceChildren()
    const head = el("tr")
    for (const h of ["#", "depth", "score", "WDL ‰", "nodes", "PV"]) head.append(el("th", {}, h))
    t.append(head)
    const white = currentFen().split(" ")[1] === "w"
    board.removeArrows()
    for (const [k, i] of [...searchLines.entries()].sort((x, y) => x[0] - y[0])) {
        const tr = el("tr", {"data-multipv": String(k)})
        const wdl = i.wdl ? (white ? i.wdl : [...i.wdl].reverse()).join(" ") : ""
        tr.append(el("td", {}, String(k)), el("td", {}, `${i.depth}/${i.seldepth ?? ""}`), el("td", {class: "score"}, scoreText(i)),
            el("td", {}, wdl), el("td", {}, String(i.nodes ?? "")))
        const pv = el("td", {class: "pv"})
        ;(i.pv_san ?? []).forEach((san, j) => {
            const s = el("span", {}, san)
            s.onclick = () => previewPv(i.pv!.slice(0, j + 1))
            pv.append(s)
        })
        tr.append(pv)
        t.append(tr)
        if (i.pv && i.pv.length && !preview)
            board.addArrow(k === 1 ? ARROW_TYPE.success : ARROW_TYPE.secondary, i.pv[0].slice(0, 2), i.pv[0].slice(2, 4))
    }
}

// Show the position after `moves` (a PV's start) until the next navigation.
async function previewPv(moves: string[]) {
    let fen = currentFen()
    try {
        for (const m of moves) fen = (await api.move(fen, m)).fen
    } catch (e) { message(String((e as Error).message)); return }
    preview = true
    board.disableMoveInput()
    board.removeArrows()
    await board.setPosition(fen.split(" ")[0], true)
    message(`preview after ${moves.length} move(s) of the line: any navigation button returns`, true)
}

async function startSearch() {
    await stopSearch()
    const seconds = Number($<HTMLInputElement>("search-time").value) || 0
    const body: Record<string, unknown> = {
        client, fen: line.fens[0], moves: line.ucis.slice(0, ply), profile: $<HTMLSelectElement>("search-profile").value,
        multipv: Number($<HTMLSelectElement>("search-multipv").value),
    }
    if (seconds > 0) body.movetime = Math.round(seconds * 1000)
    else body.infinite = true
    searchLines = new Map()
    searchEvents = 0
    const ctrl = new AbortController()
    searchAbort = ctrl
    $<HTMLButtonElement>("search-stop").disabled = false
    $("search-status").textContent = "searching..."
    const fen = currentFen()
    try {
        await search(body, (e: SearchEvent) => {
            if (fen !== currentFen() || (searchAbort !== ctrl && searchAbort !== null)) return
            searchEvents++
            $("search-status").dataset.events = String(searchEvents)
            if (e.type === "info") {
                searchLines.set(e.multipv ?? 1, e)
                $("search-status").textContent = `depth ${e.depth}, ${((e.nodes ?? 0) / 1e6).toFixed(2)} M nodes, ` +
                    `${Math.round((e.nps ?? 0) / 1000)} k nodes/s, ${((e.time ?? 0) / 1000).toFixed(1)} s`
                renderSearch()
            } else if (e.type === "bestmove") {
                $("search-status").textContent += ` — best move ${e.san}`
                $("search-status").dataset.done = "1"
            }
        }, ctrl.signal)
    } catch (e) {
        if ((e as Error).name !== "AbortError") message(String((e as Error).message))
    }
    if (searchAbort === ctrl) {
        searchAbort = null
        $<HTMLButtonElement>("search-stop").disabled = true
    }
}

async function stopSearch() {
    const c = searchAbort
    if (!c) return
    searchAbort = null
    await api.stop(client).catch(() => undefined)
    setTimeout(() => c.abort(), 2000) // the stream ends with bestmove; cut it if it does not
    $<HTMLButtonElement>("search-stop").disabled = true
}
function searchRestartIfRunning() { if (searchAbort) startSearch() }
$("search-start").onclick = () => startSearch()
$("search-stop").onclick = () => stopSearch()

// ---- game graph: every position by every profile
let chart: Chart | null = null
let graphedFens = ""
async function graphGame() {
    if (activeTab() !== "graph" || line.fens.length < 2) return
    const key = line.fens.join("|")
    if (key === graphedFens && chart) return
    $("graph-status").textContent = `evaluating ${line.fens.length} positions with every profile...`
    try {
        const r = await api.evals(line.fens)
        graphedFens = key
        const labels = line.fens.map((_, i) => i === 0 ? "start" : `${Math.floor((i - 1) / 2) + 1}${i % 2 ? "." : "..."} ${line.sans[i - 1]}`)
        const datasets = r.profiles.map((p, k) => ({
            label: p, data: r.eval_white[p].map(v => Math.max(-1000, Math.min(1000, v))),
            borderColor: profileColours[k % profileColours.length], backgroundColor: profileColours[k % profileColours.length],
            pointRadius: 1.5, borderWidth: 1.5, tension: 0.1,
        }))
        if (chart) chart.destroy()
        chart = new Chart($<HTMLCanvasElement>("graph"), {
            type: "line",
            data: {labels, datasets},
            options: {
                animation: false, maintainAspectRatio: false, interaction: {mode: "index", intersect: false},
                scales: {y: {title: {display: true, text: "cp, White's view (clipped at ±1000)"}}},
                onClick: (_e, items) => { if (items.length) { ply = items[0].index; show() } },
            },
        })
        $("graph-status").textContent = `${line.fens.length} positions; click a point to go to that position`
        $("graph-status").dataset.points = String(line.fens.length)
    } catch (e) {
        $("graph-status").textContent = String((e as Error).message)
    }
}

// ---- play against a profile, with a clock
let playing = false
let playColour: "w" | "b" = "w"
let clock = {w: 0, b: 0, inc: 0, running: "" as "" | "w" | "b", since: 0}
let clockTimer = 0

function fmt(ms: number) {
    const s = Math.max(0, Math.ceil(ms / 1000))
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`
}
function left(side: "w" | "b") { return clock[side] - (clock.running === side ? performance.now() - clock.since : 0) }
function renderClocks() {
    for (const side of ["w", "b"] as const) {
        const c = $(side === "w" ? "clock-white" : "clock-black")
        c.textContent = `${side === "w" ? "White" : "Black"} ${fmt(left(side))}`
        c.classList.toggle("running", clock.running === side)
        c.classList.toggle("low", left(side) < 10000)
    }
    if (playing && clock.running && left(clock.running) <= 0) endGame(`${clock.running === "w" ? "White" : "Black"} lost on time`)
}
function switchClock(to: "w" | "b") {
    const now = performance.now()
    if (clock.running) {
        clock[clock.running] -= now - clock.since
        clock[clock.running] += clock.inc
    }
    clock.running = to
    clock.since = now
    renderClocks()
}
function endGame(text: string) {
    playing = false
    clock.running = ""
    window.clearInterval(clockTimer)
    renderClocks()
    $("play-status").textContent = text
    $<HTMLButtonElement>("play-resign").disabled = true
    api.stop(client).catch(() => undefined)
    enableInput()
}
function stopPlay() { if (playing) endGame("game abandoned") }

// The opponent's strength (an Elo on Stockfish 15.1's UCI_Elo scale, docs/strength.md, or full
// strength) and personality (percent of each evaluation term), sent with each engine move.
const EloMin = 1350, EloMax = 2600, EloStep = 50
for (let elo = EloMin; elo <= EloMax; elo += EloStep)
    $("play-strength").append(el("option", {value: String(elo)}, `Elo ${elo}`))
function fillPersonality(terms: {key: string; name: string}[]) {
    const box = $("play-personality")
    box.replaceChildren()
    for (const t of terms) {
        const input = el("input", {id: `play-pers-${t.key}`, type: "number", min: "0", max: "400", step: "10",
                                   value: "100", "data-key": t.key}) as HTMLInputElement
        input.onchange = () => percentOf(input)
        const label = el("label", {title: `${t.name}: percent of the term's value, 0 to 400 (100: as the profile has it)`}, t.name + " ")
        label.append(input)
        box.append(label)
    }
}
// The input's percent, made an integer in 0..400 (shown corrected; empty or not a number: 100).
function percentOf(input: HTMLInputElement): number {
    const n = Math.round(Number(input.value))
    const v = input.value.trim() === "" || !Number.isFinite(n) ? 100 : Math.min(400, Math.max(0, n))
    input.value = String(v)
    input.classList.toggle("changed", v !== 100)
    return v
}
function personality(): Record<string, number> | undefined {
    const out: Record<string, number> = {}
    for (const input of document.querySelectorAll<HTMLInputElement>("#play-personality input")) {
        const v = percentOf(input)
        if (v !== 100) out[input.dataset.key!] = v
    }
    return Object.keys(out).length ? out : undefined
}
$("play-pers-reset").onclick = () => {
    for (const input of document.querySelectorAll<HTMLInputElement>("#play-personality input")) {
        input.value = "100"
        percentOf(input)
    }
}
function opponentName() {
    const elo = $<HTMLSelectElement>("play-strength").value
    return $<HTMLSelectElement>("play-profile").value + (elo ? ` (Elo ${elo})` : "")
}

function checkGameOver(): boolean {
    if (!info || info.status === "ongoing") return false
    endGame(`game over: ${info.status}`)
    return true
}

async function engineTurn() {
    if (!playing || checkGameOver()) return
    const side = info!.side
    switchClock(side)
    $("play-status").textContent = `${opponentName()} is thinking...`
    const body: Record<string, unknown> = {client, fen: line.fens[0], moves: line.ucis.slice(0, ply), profile: $<HTMLSelectElement>("play-profile").value}
    const elo = Number($<HTMLSelectElement>("play-strength").value)
    if (elo) body.elo = elo
    const pers = personality()
    if (pers) body.personality = pers
    const nodes = Number($<HTMLInputElement>("play-nodes").value) || 0, depth = Number($<HTMLInputElement>("play-depth").value) || 0
    if (nodes > 0) body.nodes = nodes
    else if (depth > 0) body.depth = depth
    else Object.assign(body, {wtime: Math.round(left("w")), btime: Math.round(left("b")), winc: clock.inc, binc: clock.inc})
    let best = ""
    try {
        await search(body, e => { if (e.type === "bestmove") best = e.move })
    } catch (e) {
        $("play-status").textContent = String((e as Error).message)
        return
    }
    if (!playing) return
    if (!best || best === "0000") { endGame("the engine found no move"); return }
    await playMove(best)
    if (!playing || checkGameOver()) return
    switchClock(info!.side)
    $("play-status").textContent = "your move"
}

$("play-start").onclick = async () => {
    await stopSearch()
    const minutes = Math.min(60, Math.max(0.5, Number($<HTMLInputElement>("play-minutes").value) || 3))
    clock = {w: minutes * 60000, b: minutes * 60000, inc: 1000 * (Number($<HTMLInputElement>("play-inc").value) || 0), running: "", since: 0}
    playColour = $<HTMLSelectElement>("play-color").value as "w" | "b"
    line = {fens: [currentFen()], sans: [], ucis: []}
    ply = 0
    playing = true
    $<HTMLButtonElement>("play-resign").disabled = false
    board.setOrientation(playColour === "w" ? COLOR.white : COLOR.black)
    window.clearInterval(clockTimer)
    clockTimer = window.setInterval(renderClocks, 200)
    await show()
    if (checkGameOver()) return
    if (info!.side !== playColour) engineTurn()
    else {
        switchClock(playColour)
        $("play-status").textContent = "your move"
    }
}
$("play-resign").onclick = () => endGame("you resigned")

// ---- start
async function init() {
    try {
        const p = await api.profiles()
        profiles = p.profiles
        for (const id of ["cmp-a", "cmp-b", "heat-profile", "heat-diff", "search-profile", "play-profile"]) {
            const s = $<HTMLSelectElement>(id)
            for (const pr of profiles) s.append(el("option", {value: pr.name}, pr.name))
        }
        const has = (n: string) => profiles.some(x => x.name === n)
        $<HTMLSelectElement>("cmp-a").value = has("fruit21") ? "fruit21" : p.default
        $<HTMLSelectElement>("cmp-b").value = has("rybka") ? "rybka" : p.default
        $<HTMLSelectElement>("heat-profile").value = has("rybka") ? "rybka" : p.default
        $<HTMLSelectElement>("search-profile").value = p.default
        $<HTMLSelectElement>("play-profile").value = p.default
        fillPersonality(p.terms)
    } catch (e) {
        message("cannot reach the server: " + String((e as Error).message))
    }
    await show()
    document.body.dataset.ready = "1"
}
init()

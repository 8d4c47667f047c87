// The Quince explorer page: a board (cm-chessboard) whose every position is evaluated by every
// profile, with per-piece shares, PST heat maps, a streamed search, a game graph (chart.js) and
// play against a profile. The game is a tree of variations (tree.ts); all chess rules come from
// the server (legal moves, SAN, PGN, opening names). This file wires the parts together:
// navigation, keys, FEN and PGN, tabs.
import "cm-chessboard/assets/chessboard.css"
import "cm-chessboard/assets/extensions/markers/markers.css"
import "cm-chessboard/assets/extensions/arrows/arrows.css"
import "cm-chessboard/assets/extensions/promotion-dialog/promotion-dialog.css"
import "./style.css"
import {api, ApiError, setRegistered} from "./api"
import {$, el, S, on, emit, goto, flip, message, errorText, setTree, START} from "./core"
import {GameTree} from "./tree"
import {renderMoves, markCurrent, initMoveList} from "./movelist"
import {renderEval, renderBar, initEvalTab} from "./evaltab"
import {renderHeat, initHeat} from "./heat"
import {initAnalysis, onPosition as searchOnPosition} from "./analysis"
import {renderGraph, markGraph} from "./graph"
import {initGameAnalysis, showVerdict} from "./gameanalysis"
import {initExplain, clearExplain} from "./explain"
import {initPlay, fillPersonality, stopGame, takeback as gameTakeback} from "./play"
import {showOpening, openingFromInfo} from "./opening"
import {initWeights, profileSelects} from "./weights"

const activeTab = () => document.querySelector<HTMLButtonElement>(".tabs button.active")!.dataset.tab

// ---- what follows a change of the position on view, of its data, of the tree
on("position", () => {
    markCurrent()
    $<HTMLInputElement>("fen-input").value = S.tree.get(S.node).fen
    showOpening()
    markGraph()
    searchOnPosition()
    showVerdict()
    clearExplain()
})
on("loaded", () => {
    const info = S.info!
    const side = info.side === "w" ? "White" : "Black"
    $("status").textContent = info.status === "ongoing" ? `${side} to move${info.in_check ? ", in check" : ""}` : info.status
    renderEval()
    openingFromInfo()
})
on("tree", () => {
    renderMoves()
    renderGraph()
})

// ---- navigation
const parentOf = (id: number) => Math.max(0, S.tree.get(id).parent)
$("first").onclick = () => goto(0)
$("prev").onclick = () => goto(parentOf(S.node))
$("next").onclick = () => { const c = S.tree.get(S.node).children[0]; goto(c ?? S.node) }
$("last").onclick = () => goto(S.tree.lineEnd(S.node))
// Take back: in a game, the player's last move (play.ts); else the move on view when it ends its
// line (a move with a continuation is kept: it is part of a game or variation).
$("takeback").onclick = () => {
    if (gameTakeback()) return
    const n = S.tree.get(S.node)
    if (n.parent < 0) return
    if (n.children.length) { message("Take back removes the last move of a line: this move has a continuation"); return }
    const parent = S.tree.remove(n.id)
    emit("tree")
    message("")
    goto(parent)
}
$("flip").onclick = async () => {
    await flip()
    renderHeat()
    renderBar()
}
$("reset").onclick = () => { stopGame(); message(""); setTree(new GameTree(START)) }

// Keys as on lichess's analysis board: ← → a move, ↑ Home the start, ↓ End the end of the line,
// f flips the board.
document.addEventListener("keydown", e => {
    const t = (e.target as HTMLElement).tagName
    if (t === "INPUT" || t === "TEXTAREA" || t === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) return
    const button = ({ArrowLeft: "prev", ArrowRight: "next", ArrowUp: "first", Home: "first", ArrowDown: "last", End: "last", f: "flip"} as Record<string, string>)[e.key]
    if (!button) return
    e.preventDefault() // no page scroll
    $(button).click()
})

// ---- FEN: a full one, or a partial one (the placement and the side to move) completed here
// with the castling rights its kings and rooks allow, no en passant square and move 1.
function completeFen(text: string): {fen: string; added: string} {
    const f = text.trim().split(/\s+/)
    if (f.length >= 4 || !f[0]) return {fen: text.trim(), added: ""}
    const rows = f[0].split("/")
    const at = (file: number, rank: number) => {
        const row = rows[8 - rank] ?? ""
        let x = 0
        for (const c of row) {
            if (/\d/.test(c)) x += Number(c)
            else if (x++ === file) return c
        }
        return ""
    }
    const side = f[1] ?? "w"
    let castling = f[2] ?? ""
    if (!castling) {
        if (at(4, 1) === "K") castling += (at(7, 1) === "R" ? "K" : "") + (at(0, 1) === "R" ? "Q" : "")
        if (at(4, 8) === "k") castling += (at(7, 8) === "r" ? "k" : "") + (at(0, 8) === "r" ? "q" : "")
        castling ||= "-"
    }
    const fen = `${f[0]} ${side} ${castling} - 0 1`
    return {fen, added: (f[1] ? "" : "White to move, ") + (f[2] ? "" : `castling ${castling}, `) + "no en passant, move 1"}
}
$("fen-set").onclick = async () => {
    const {fen, added} = completeFen($<HTMLInputElement>("fen-input").value)
    try {
        const r = await api.legal(fen)
        stopGame()
        message("position set" + (added ? ` (completed: ${added})` : ""), true)
        await setTree(new GameTree(r.fen))
    } catch (e) {
        message(errorText(e)) // the board keeps its position
        $<HTMLInputElement>("fen-input").value = S.tree.get(S.node).fen
    }
}
$("fen-input").addEventListener("keydown", e => { if ((e as KeyboardEvent).key === "Enter") $("fen-set").click() })

// ---- PGN: loaded with its variations, comments and NAGs; exported by the server with them.
$("pgn-load").onclick = async () => {
    try {
        const g = await api.pgn($<HTMLTextAreaElement>("pgn-input").value)
        let tree: GameTree
        if (g.tree) tree = GameTree.fromPgn(g.tree)
        else { // a server that gives the main line only
            tree = new GameTree(g.positions[0])
            let id = 0
            g.moves.forEach((m, i) => { id = tree.add(id, m.uci, m.san, g.positions[i + 1]) })
        }
        stopGame()
        const tag = (k: string) => g.tags.find(t => t[0] === k)?.[1]
        const players = tag("White") || tag("Black") ? `${tag("White") ?? "?"} - ${tag("Black") ?? "?"}, ` : ""
        message(`game loaded: ${players}${g.moves.length} plies${g.result !== "*" ? " " + g.result : ""}`, true)
        await setTree(tree, g.tags, g.result)
    } catch (e) {
        message(e instanceof ApiError ? e.message : String(e))
    }
}
$("pgn-copy").onclick = async () => {
    let text = ""
    try {
        text = (await api.pgnExport(S.tree.toPgn(), S.tags, S.result)).pgn
    } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) { message(errorText(e)); return }
        text = mainLinePgn() // an older server: the main line only
    }
    $<HTMLTextAreaElement>("pgn-input").value = text
    const copied = await copy(text)
    message(copied ? "PGN copied to the clipboard (and shown above)" : "PGN shown above (the clipboard refused it: copy it from there)", copied)
}
function mainLinePgn() {
    let text = S.tags.map(([k, v]) => `[${k} "${v.replace(/["\\]/g, "\\$&")}"]\n`).join("")
    if (S.tree.startFen !== START && !S.tags.some(t => t[0] === "FEN")) text += `[SetUp "1"]\n[FEN "${S.tree.startFen}"]\n`
    text += "\n"
    for (const id of S.tree.mainLine().slice(1)) {
        if (S.tree.whiteMoved(id)) text += `${S.tree.moveNumber(id)}. `
        else if (S.tree.get(id).parent === 0) text += `${S.tree.moveNumber(id)}... `
        text += S.tree.get(id).san + " "
    }
    return text + S.result
}
async function copy(text: string): Promise<boolean> {
    try {
        await navigator.clipboard.writeText(text)
        return true
    } catch {
        // Without the asynchronous clipboard (permission refused): the selection and copy command.
        const ta = $<HTMLTextAreaElement>("pgn-input")
        ta.select()
        const ok = document.execCommand("copy")
        ta.setSelectionRange(0, 0)
        return ok
    }
}

// ---- tabs
for (const b of document.querySelectorAll<HTMLButtonElement>(".tabs button"))
    b.onclick = () => {
        for (const o of document.querySelectorAll<HTMLButtonElement>(".tabs button")) o.classList.toggle("active", o === b)
        for (const t of document.querySelectorAll<HTMLElement>(".tab")) t.hidden = t.id !== "tab-" + b.dataset.tab
        renderHeat()
        if (b.dataset.tab === "graph") renderGraph()
    }

// ---- quiet evaluations (one switch, shown in the Evaluation and Game graph tabs)
for (const id of ["quiet-eval", "quiet-graph"])
    $<HTMLInputElement>(id).onchange = e => {
        S.quiet = (e.target as HTMLInputElement).checked
        for (const o of ["quiet-eval", "quiet-graph"]) $<HTMLInputElement>(o).checked = S.quiet
        goto(S.node)
        if (activeTab() === "graph") renderGraph()
    }

// ---- start
async function init() {
    initMoveList()
    initEvalTab()
    initHeat()
    initAnalysis()
    initPlay()
    initGameAnalysis()
    initExplain()
    try {
        const p = await api.profiles()
        S.profiles = p.profiles
        setRegistered(p.profiles.map(x => x.name))
        for (const id of profileSelects) {
            const s = $<HTMLSelectElement>(id)
            for (const pr of S.profiles) s.append(el("option", {value: pr.name}, pr.name))
        }
        const has = (n: string) => S.profiles.some(x => x.name === n)
        $<HTMLSelectElement>("cmp-a").value = has("fruit21") ? "fruit21" : p.default
        $<HTMLSelectElement>("cmp-b").value = has("rybka") ? "rybka" : p.default
        $<HTMLSelectElement>("heat-profile").value = has("rybka") ? "rybka" : p.default
        $<HTMLSelectElement>("search-profile").value = p.default
        $<HTMLSelectElement>("play-profile").value = p.default
        $<HTMLSelectElement>("analyse-profile").value = p.default
        fillPersonality(p.terms)
        await initWeights()
    } catch (e) {
        message("cannot reach the server: " + errorText(e))
    }
    renderMoves()
    await goto(0)
    performance.mark("quince:ready")
    document.body.dataset.ready = "1"
}
init()

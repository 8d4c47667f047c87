// "Analyse game" (Game graph tab): the server searches every position of the main line with one
// profile and budget (POST /api/analyse, the code of `quince analyse`), streaming its progress;
// the annotated game then replaces the page's (its moves get ?!, ?, ?? and the engine's better
// lines as variations; every comment starts with [%eval]), the graph gains the searched scores,
// and a marked move on view shows what the engine preferred.
import {$, el, S, goto, setTree, message, errorText, analysisClient} from "./core"
import {api, analyse, ApiError, GameAnalysis, MoveVerdict, Score} from "./api"
import {GameTree, nagText} from "./tree"
import {setSearched} from "./graph"

let running: AbortController | null = null
// The verdicts of the last analysis, by main-line node, while the tree is the analysed one.
let verdicts = new Map<number, MoveVerdict>()
let analysedTree: GameTree | null = null

export const scoreWhite = (s: Score) => s.winner ? (s.winner === "white" ? 100000 : -100000)
    : s.mate !== undefined ? (s.mate > 0 ? 100000 - s.mate : -100000 - s.mate) : s.cp ?? 0
export const scoreText = (s: Score) => s.winner ? `mate, ${s.winner} wins`
    : s.mate !== undefined ? (s.mate > 0 ? "#" : "#-") + Math.abs(s.mate) : ((s.cp ?? 0) > 0 ? "+" : "") + ((s.cp ?? 0) / 100).toFixed(2)

function setRunning(on: boolean) {
    $<HTMLButtonElement>("analyse-start").disabled = on
    $<HTMLButtonElement>("analyse-stop").disabled = !on
    $("analyse-progress").hidden = !on
}

export async function analyseGame() {
    if (running) return
    const line = S.tree.mainLine()
    const status = $("analyse-status")
    if (line.length < 2) { status.textContent = "no moves to analyse: load a PGN or play moves"; return }
    const [kind, value] = $<HTMLSelectElement>("analyse-budget").value.split(":")
    const profile = $<HTMLSelectElement>("analyse-profile").value
    const body: Record<string, unknown> = {
        client: analysisClient, profile, tree: S.tree.toPgn(), tags: S.tags, result: S.result, [kind]: Number(value),
    }
    const me = new AbortController()
    running = me
    setRunning(true)
    const bar = $<HTMLProgressElement>("analyse-progress")
    bar.value = 0
    status.textContent = "analysing..."
    delete status.dataset.done
    const node = S.node, pathToNode = S.tree.ucis(node)
    const t0 = performance.now()
    let result: GameAnalysis | null = null
    try {
        await analyse(body, e => {
            if (running !== me) return
            if (e.type === "progress") {
                bar.max = e.total
                bar.value = e.done
                const rate = e.done / Math.max(0.001, (performance.now() - t0) / 1000)
                status.textContent = `${e.done} of ${e.total} positions, ${rate.toFixed(1)} positions/s`
            } else if (e.type === "analysis") {
                result = e
            }
        }, me.signal)
    } catch (e) {
        if ((e as Error).name !== "AbortError") status.textContent =
            e instanceof ApiError && e.status === 503 ? `the server is busy: ${e.message}` : errorText(e)
    }
    if (running === me) running = null
    setRunning(false)
    if (!result) return
    await apply(result, profile, pathToNode)
}

// The analysed game replaces the page's; the position on view stays (the same moves from the start).
async function apply(a: GameAnalysis, profile: string, path: string[]) {
    const tree = GameTree.fromPgn(a.tree)
    await setTree(tree, a.tags, a.result || S.result)
    analysedTree = tree
    const main = tree.mainLine()
    verdicts = new Map()
    const searched = new Map<string, number>()
    a.moves.forEach(m => {
        const id = main[m.ply]
        if (id === undefined) return
        verdicts.set(id, m)
        searched.set(tree.get(id).fen, scoreWhite(m.eval))
        if (m.ply === 1) searched.set(tree.get(main[0]).fen, scoreWhite(m.best_eval))
    })
    setSearched(`searched (${profile})`, searched)
    let id = 0
    for (const u of path) {
        const next = tree.get(id).children.find(c => tree.get(c).uci === u)
        if (next === undefined) break
        id = next
    }
    await goto(id)
    const w = a.summary.white, b = a.summary.black
    const side = (n: string, s: typeof w) =>
        `${n}: ${s.inaccuracies} ?!, ${s.mistakes} ?, ${s.blunders} ??, average loss ${s.average_loss} cp`
    const status = $("analyse-status")
    status.textContent = `${a.complete ? "analysed" : "stopped after"} ${a.moves.length} moves — ${side("White", w)}; ${side("Black", b)}`
    status.dataset.done = a.complete ? "complete" : "stopped"
    status.dataset.marks = String(a.moves.filter(m => m.nag).length)
    message(`game analysed with ${profile}: marks in the move list, better lines as variations`, true)
    showVerdict()
}

export async function stopAnalysis() {
    if (!running) return
    await api.stop(analysisClient).catch(() => undefined) // the server ends with what it has
}

// The position on view: if its move was marked, what the engine preferred (a click plays it).
export function showVerdict() {
    const box = $("verdict")
    box.replaceChildren()
    if (S.tree !== analysedTree) { box.hidden = true; return }
    const v = verdicts.get(S.node)
    if (!v || !v.nag) { box.hidden = true; return }
    box.hidden = false
    const n = S.tree.get(S.node)
    const words: Record<number, string> = {6: "an inaccuracy", 2: "a mistake", 4: "a blunder"}
    box.append(el("b", {}, `${S.tree.moveNumber(S.node)}${S.tree.whiteMoved(S.node) ? "." : "…"} ${n.san}${nagText(v.nag)}`),
        document.createTextNode(` is ${words[v.nag] ?? "marked"}: it gives away ${(v.drop * 100).toFixed(0)}% of the expected score (${scoreText(v.best_eval)} → ${scoreText(v.eval)}). `))
    // The better line is the variation the analysis added after the move: its first move.
    const parent = S.tree.get(n.parent)
    const alt = parent.children.find(c => S.tree.get(c).uci === v.best)
    const b = el("button", {id: "verdict-better", title: "go to the engine's line"}, `Better: ${alt !== undefined ? S.tree.get(alt).san : v.best} (${scoreText(v.best_eval)})`)
    b.onclick = () => { if (alt !== undefined) goto(alt) }
    box.append(b)
}

export function initGameAnalysis() {
    $("analyse-start").onclick = () => analyseGame()
    $("analyse-stop").onclick = () => stopAnalysis()
}

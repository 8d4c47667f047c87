// The Game graph tab: the main line's positions scored by every profile (static, or quiet: after
// each profile's quiescence line), redrawn as the line grows, with a marker on the position on view.
import {Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip, Plugin} from "chart.js"
import {$, S, goto, evalCached, evalOf, errorText} from "./core"
import {api} from "./api"

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip)

const colours = ["#2f6f4f", "#1f5fbf", "#c0392b", "#8e44ad", "#d68910", "#555"]
const Clip = 1000
let chart: Chart | null = null
let ids: number[] = [] // the main line's nodes, as graphed
let markIndex = -1 // the point of the position on view (or where its line leaves the main line)
let seq = 0

// Static scores, White's view: fen -> profile -> cp (from /api/evals, whole lines at a time).
const staticScores = new Map<string, Record<string, number>>()
// The searched scores of a game analysis (gameanalysis.ts), White's view, by FEN, and their label.
let searched: {label: string; scores: Map<string, number>} | null = null

// Forgets the static scores: an edited profile changed, and with it its scores.
export const forgetScores = () => staticScores.clear()

export function setSearched(label: string, scores: Map<string, number>) {
    searched = {label, scores}
    renderGraph()
}

const activeTab = () => document.querySelector<HTMLButtonElement>(".tabs button.active")!.dataset.tab

// A vertical line at the marked point.
const marker: Plugin<"line"> = {
    id: "quince-marker",
    afterDatasetsDraw(c) {
        if (markIndex < 0 || markIndex >= ids.length) return
        const x = c.scales.x.getPixelForValue(markIndex)
        const {top, bottom} = c.chartArea
        const g = c.ctx
        g.save()
        g.strokeStyle = "rgba(0,0,0,0.55)"
        g.lineWidth = 2
        g.setLineDash(S.tree.isMain(S.node) ? [] : [4, 3])
        g.beginPath()
        g.moveTo(x, top)
        g.lineTo(x, bottom)
        g.stroke()
        g.restore()
    },
}

function label(id: number) {
    if (id === 0) return "start"
    const n = S.tree.get(id)
    return `${S.tree.moveNumber(id)}${S.tree.whiteMoved(id) ? "." : "…"} ${n.san}`
}

// The marked point: the node on view if it is on the main line, else the main-line node its line
// leaves from.
function mark() {
    let id = S.node
    while (id > 0 && !S.tree.isMain(id)) id = S.tree.get(id).parent
    markIndex = ids.indexOf(id)
    const status = $("graph-status")
    status.dataset.mark = String(markIndex)
}

async function scores(fens: string[], quiet: boolean): Promise<{profiles: string[]; values: Record<string, number[]>}> {
    if (!quiet) {
        const missing = [...new Set(fens.filter(f => !staticScores.has(f)))]
        for (let i = 0; i < missing.length; i += 1000) {
            const part = missing.slice(i, i + 1000)
            const r = await api.evals(part)
            part.forEach((f, k) => {
                const v: Record<string, number> = {}
                for (const p of r.profiles) v[p] = r.eval_white[p][k]
                staticScores.set(f, v)
            })
        }
        const profiles = S.profiles.map(p => p.name)
        const values: Record<string, number[]> = {}
        for (const p of profiles) values[p] = fens.map(f => staticScores.get(f)![p])
        return {profiles, values}
    }
    // Quiet: each position's /api/eval with its quiescence leaves (cached with the page's
    // evaluations), a few requests at a time.
    const todo = [...new Set(fens.filter(f => !evalCached(f, true)))]
    let k = 0
    const worker = async () => { while (k < todo.length) await evalOf(todo[k++], true) }
    await Promise.all([worker(), worker(), worker(), worker()])
    const profiles = S.profiles.map(p => p.name)
    const values: Record<string, number[]> = {}
    for (const p of profiles) values[p] = fens.map(f => {
        const e = evalCached(f, true)!.find(x => x.profile === p)!
        return (e.quiet ? e.quiet.eval : e).eval_white
    })
    if (!evalCached(fens[0], true)!.some(e => e.quiet)) throw new Error("quiet evaluation: not offered by this server (static scores shown in the table)")
    return {profiles, values}
}

// Draws (or updates) the graph of the main line; nothing while the tab is hidden.
export async function renderGraph() {
    if (activeTab() !== "graph") return
    const status = $("graph-status")
    const line = S.tree.mainLine()
    if (line.length < 2) {
        status.textContent = "Load a PGN or play moves to see every position's evaluation by every profile."
        status.dataset.points = "1"
        chart?.destroy()
        chart = null
        ids = line
        return
    }
    const my = ++seq
    const quiet = S.quiet
    performance.clearMarks("quince:graph-start")
    performance.mark("quince:graph-start")
    const fens = line.map(id => S.tree.get(id).fen)
    if (!chart || fens.some(f => !staticScores.has(f))) status.textContent = `evaluating ${fens.length} positions with every profile...`
    try {
        const r = await scores(fens, quiet)
        if (my !== seq) return
        ids = line
        mark()
        const labels = line.map(label)
        const datasets = r.profiles.map((p, k) => ({
            label: p, data: r.values[p].map(v => Math.max(-Clip, Math.min(Clip, v))),
            borderColor: colours[k % colours.length], backgroundColor: colours[k % colours.length],
            pointRadius: 1.5, borderWidth: 1.5, tension: 0.1,
        }))
        if (searched && fens.some(f => searched!.scores.has(f)))
            datasets.push({
                label: searched.label,
                data: fens.map(f => searched!.scores.has(f) ? Math.max(-Clip, Math.min(Clip, searched!.scores.get(f)!)) : NaN),
                borderColor: "#000", backgroundColor: "#000", pointRadius: 2, borderWidth: 2.5, tension: 0.1,
            })
        status.dataset.searched = searched && fens.some(f => searched!.scores.has(f)) ? "1" : "0"
        const title = `cp, White's view${quiet ? ", quiet (captures settled)" : ""} (clipped at ±${Clip})`
        if (chart) {
            chart.data.labels = labels
            chart.data.datasets = datasets
            ;(chart.options.scales!.y as any).title.text = title
            chart.update("none")
        } else {
            chart = new Chart($<HTMLCanvasElement>("graph"), {
                type: "line",
                data: {labels, datasets},
                options: {
                    animation: false, maintainAspectRatio: false, interaction: {mode: "index", intersect: false},
                    scales: {y: {title: {display: true, text: title}}},
                    onClick: (_e, items) => { if (items.length && ids[items[0].index] !== undefined) goto(ids[items[0].index]) },
                },
                plugins: [marker],
            })
        }
        status.textContent = `${fens.length} positions of the main line${quiet ? ", quiet scores" : ""}; click a point to go to that position`
        status.dataset.points = String(fens.length)
        status.dataset.quiet = quiet ? "1" : "0"
        performance.clearMarks("quince:graph")
        performance.mark("quince:graph")
    } catch (e) {
        if (my === seq) status.textContent = errorText(e)
    }
}

// The position on view changed: move the marker (no new data).
export function markGraph() {
    if (!chart) return
    mark()
    chart.draw()
}

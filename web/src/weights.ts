// The Weights tab: a live editor of a profile's weights (docs/explorer.md, "Weight editor"). Every
// weight the tuner knows, grouped as the trace groups them; the explicit piece-square tables on the
// heat map. The edited profile is the page's: the server builds it for each request from its base
// and the elements set, so the evaluation table, the heat maps, the graph, a search, a game and an
// analysis all use it by its name ("fruit21 (edited)"). Download writes it as a profile file
// (`--profile-file`, EvalFile); Upload reads one back.
import {$, el, S, message, errorText, forgetEvals, reloadEvals} from "./core"
import {api, edited, EditedProfile, Pair, tune, WeightInfo, Weights, WeightValue} from "./api"
import {Chart} from "chart.js"
import {forgetScores, renderGraph} from "./graph"
import {renderHeat} from "./heat"

// The profile selects that list every profile (main.ts fills them from the server).
export const profileSelects = ["cmp-a", "cmp-b", "heat-profile", "heat-diff", "search-profile", "play-profile", "analyse-profile"]

const W = {
    base: "",
    model: 0,
    pst: "generated" as "generated" | "tables",
    set: {} as Record<string, WeightValue>,
    fixed: undefined as string[] | undefined,
    layout: null as Weights | null, // the base's weights in the model and PST source
    baseModel: 0,
    basePst: "generated" as "generated" | "tables",
}

const editedName = () => `${W.base} (edited)`
const same = (a: WeightValue, b: WeightValue) => JSON.stringify(a) === JSON.stringify(b)
const text = (v: WeightValue) => Array.isArray(v) ? `${v[0]} ${v[1]}` : String(v)
const baseValue = (name: string): WeightValue | undefined => {
    for (const g of W.layout?.groups ?? [])
        for (const w of g.weights) if (w.name === name) return w.value
    const m = /^Pst\[(\d)\]\[(\d+)\]$/.exec(name)
    if (m && W.layout?.pst_tables) return W.layout.pst_tables[+m[1]][+m[2]]
    return undefined
}
// The value the edited profile has now.
export const currentValue = (name: string) => W.set[name] ?? baseValue(name)

export const editedProfileName = () => (edited.profile ? edited.profile.name : null)

// The edited profile as requests send it, or null when nothing differs from the base.
function spec(): EditedProfile | null {
    const changed = Object.keys(W.set).length > 0 || W.model !== W.baseModel || W.pst !== W.basePst || W.fixed !== undefined
    if (!W.base || !changed) return null
    const p: EditedProfile = {name: editedName(), base: W.base, set: {...W.set}}
    if (W.model !== W.baseModel) p.model = W.model
    if (W.pst !== W.basePst) p.pst = W.pst
    if (W.fixed) p.fixed = W.fixed
    return p
}

// The page's profile lists with the edited profile in them (or without it).
function syncProfileLists() {
    const p = edited.profile
    S.profiles = S.profiles.filter(x => !x.name.endsWith(" (edited)"))
    if (p) S.profiles.push({name: p.name, units_per_cp: W.layout?.units_per_cp ?? 1, threats: W.model === 3})
    for (const id of profileSelects) {
        const s = $<HTMLSelectElement>(id)
        for (const o of [...s.options]) if (o.value.endsWith(" (edited)") && o.value !== p?.name) {
            if (s.value === o.value) s.value = W.base
            o.remove()
        }
        if (p && ![...s.options].some(o => o.value === p.name)) s.append(el("option", {value: p.name}, p.name))
    }
}

let applying = Promise.resolve()
// Makes the edited profile the page's: the evaluations of the position on view are asked with it,
// which is also the server's check (a bad value: its message naming the weight and its range, the
// page's profile as it was, and the change undone by the caller); then every view that shows an
// evaluation is redrawn. Measures the round trip from the change to the evaluation table drawn
// (body[data-edit-ms]).
async function apply(): Promise<boolean> {
    const t0 = performance.now()
    const p = spec(), before = edited.profile
    edited.profile = p
    forgetEvals()
    try {
        await reloadEvals() // the evaluation table (and the bar) of the position on view
    } catch (e) {
        edited.profile = before
        forgetEvals()
        message(errorText(e))
        return false
    }
    const ms = performance.now() - t0
    document.body.dataset.editMs = ms.toFixed(1)
    syncProfileLists()
    forgetScores()
    $("w-status").textContent = p ? `${p.name}: ${Object.keys(p.set).length} element(s) set; the evaluation table followed in ${ms.toFixed(0)} ms`
        : `${W.base} as it is`
    renderChanges()
    renderHeat()
    renderGraph()
    message("")
    return true
}
const queueApply = () => (applying = applying.then(async () => { await apply() }))

// Sets one element (undone when the server refuses it); a value equal to the base's is dropped.
export async function setWeight(name: string, value: WeightValue): Promise<boolean> {
    const before = W.set[name]
    const base = baseValue(name)
    if (base !== undefined && same(base, value)) delete W.set[name]
    else W.set[name] = value
    let ok = false
    applying = applying.then(async () => { ok = await apply() })
    await applying
    if (!ok) {
        if (before === undefined) delete W.set[name]
        else W.set[name] = before
        renderGroups()
    }
    return ok
}

function renderChanges() {
    const box = $("w-changes")
    const names = Object.keys(W.set).sort()
    box.replaceChildren(el("b", {}, names.length ? `${names.length} element(s) differ from ${W.base}` : `nothing differs from ${W.base}`))
    const ul = el("ul")
    for (const n of names) {
        const b = baseValue(n)
        const li = el("li", {"data-name": n}, `${n}: ${b === undefined ? "–" : text(b)} → ${text(W.set[n])} `)
        const undo = el("button", {title: "back to the base's value"}, "×")
        undo.onclick = () => { delete W.set[n]; renderGroups(); queueApply() }
        li.append(undo)
        ul.append(li)
    }
    box.append(ul)
}

// One weight's row: its name, its value(s) as number inputs (opening, endgame), the base's value.
function weightRow(w: WeightInfo): HTMLElement {
    const tr = el("tr", {"data-name": w.name})
    const name = el("td", {class: "name", title: `${w.field}: ${w.min}..${w.max}${w.fixed ? "; part of a rule (Fixed): never tuned" : ""}`}, w.name)
    tr.append(name)
    const now = currentValue(w.name) ?? w.value
    const parts: number[] = Array.isArray(now) ? [...now] : [now]
    const inputs: HTMLInputElement[] = []
    for (let i = 0; i < 2; i++) {
        const td = el("td")
        if (i < parts.length) {
            const inp = el("input", {type: "number", step: "1", min: String(w.min), max: String(w.max), value: String(parts[i]),
                "data-stage": Array.isArray(w.value) ? (i ? "eg" : "op") : "v", "aria-label": `${w.name} ${i ? "endgame" : "opening"}`}) as HTMLInputElement
            inp.onchange = async () => {
                const v = Number(inp.value)
                if (!Number.isInteger(v)) { inp.classList.add("invalid"); message(`${w.name}: a whole number, ${w.min}..${w.max}`); return }
                inp.classList.remove("invalid")
                const vals = inputs.map(x => Number(x.value))
                const value: WeightValue = Array.isArray(w.value) ? [vals[0], vals[1]] as Pair : vals[0]
                if (await setWeight(w.name, value)) tr.classList.toggle("changed", w.name in W.set)
            }
            inputs.push(inp)
            td.append(inp)
        }
        tr.append(td)
    }
    tr.append(el("td", {class: "base"}, text(w.value)))
    tr.classList.toggle("changed", w.name in W.set)
    return tr
}

// Mobility table entries no piece can reach (a knight attacks at most 8 squares, a bishop 13, a
// rook 14, a queen 27) are weights no position reads: not listed.
const MobilityMax = [8, 13, 14, 27]
const reachable = (w: WeightInfo) => {
    const m = /^MobilityTable\[(\d)\]\[(\d+)\]$/.exec(w.name)
    return !m || +m[2] <= MobilityMax[+m[1]]
}

function renderGroups() {
    const box = $("w-groups")
    box.replaceChildren()
    const L = W.layout
    if (!L) return
    $("w-about").textContent = `${W.base}: model ${L.model}, piece-square tables ${L.pst === "tables" ? "given square by square (edit them on the heat map)" : "generated from the PST weights below"}; ` +
        `values in ${L.units_per_cp === 1 ? "centipawns" : `1/${L.units_per_cp} centipawn`}, opening then endgame.`
    for (const g of L.groups) {
        const d = el("details", {"data-group": g.key}) as HTMLDetailsElement
        const shown = g.weights.filter(reachable)
        const changed = shown.filter(w => w.name in W.set).length
        const tables = g.key === "pst" && L.pst === "tables"
        d.append(el("summary", {}, `${g.name} (${tables ? "768 squares, on the heat map" : shown.length}${changed ? `, ${changed} changed` : ""})`))
        if (tables) {
            const b = el("button", {id: "w-edit-pst"}, "Edit the tables on the heat map")
            b.onclick = () => {
                $<HTMLSelectElement>("heat-profile").value = edited.profile?.name ?? W.base
                $<HTMLSelectElement>("heat-diff").value = ""
                document.querySelector<HTMLButtonElement>('.tabs button[data-tab="heat"]')!.click()
            }
            d.append(el("p", {class: "hint"}, "768 entries, piece type by square: click a square's value on the heat map to set it."), b)
        }
        const t = el("table", {class: "grid weights"})
        const head = el("tr")
        head.append(el("th", {}, "weight"), el("th", {}, "opening"), el("th", {}, "endgame"), el("th", {}, W.base))
        t.append(head)
        for (const w of shown) t.append(weightRow(w))
        d.append(t)
        box.append(d)
    }
}

// Starts editing `base` afresh (its own model and PST source).
async function load(base: string, model?: number, pst?: "generated" | "tables") {
    const own = await api.weights(base)
    W.base = base
    W.baseModel = own.model_index
    W.basePst = own.pst
    W.model = model ?? own.model_index
    W.pst = pst ?? own.pst
    W.layout = W.model === W.baseModel && W.pst === W.basePst ? own
        : await api.weights({name: `${base} (layout)`, base, model: W.model, pst: W.pst, set: {}})
}

async function download() {
    try {
        const r = await api.profileText(edited.profile ?? W.base)
        const a = $<HTMLAnchorElement>("w-download-link")
        if (a.href) URL.revokeObjectURL(a.href)
        a.href = URL.createObjectURL(new Blob([r.text], {type: "text/plain"}))
        a.download = `${r.name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/-+$/, "")}.profile`
        a.click()
        message(`${r.name} written as ${a.download}: load it with quince --profile-file ${a.download}, or the UCI option EvalFile`, true)
    } catch (e) {
        message(errorText(e))
    }
}

async function upload(file: File) {
    try {
        const r = await api.profileUpload(await file.text())
        await load(r.base, r.model, r.pst)
        W.set = r.set
        W.fixed = r.fixed
        $<HTMLSelectElement>("w-base").value = r.base
        renderGroups()
        if (await apply()) message(`${file.name} read: ${r.base} with ${Object.keys(r.set).length} element(s) set`, true)
    } catch (e) {
        message(`${file.name}: ${errorText(e)}`)
    }
}

export async function initWeights() {
    const sel = $<HTMLSelectElement>("w-base")
    for (const p of S.profiles) sel.append(el("option", {value: p.name}, p.name))
    const start = async () => {
        try {
            await load(sel.value)
            W.set = {}
            W.fixed = undefined
            renderGroups()
            await apply()
        } catch (e) {
            message(errorText(e))
        }
    }
    initTune()
    sel.onchange = start
    $("w-reset").onclick = start
    $("w-download").onclick = download
    $("w-upload-button").onclick = () => $<HTMLInputElement>("w-upload").click()
    $<HTMLInputElement>("w-upload").onchange = e => {
        const f = (e.target as HTMLInputElement).files?.[0]
        if (f) upload(f)
        ;(e.target as HTMLInputElement).value = ""
    }
    sel.value = S.profiles.some(p => p.name === "fruit21") ? "fruit21" : S.profiles[0]?.name ?? ""
    try {
        await load(sel.value)
        renderGroups()
        renderChanges()
    } catch (e) {
        message(errorText(e))
    }
}

// The heat map's square of piece `piece` (a letter) on square index `sq` (a1 = 0) as an element
// name of the explicit tables, when the profile shown is the edited one and has them.
// The base itself counts while nothing is edited yet: setting a square starts the edit.
export function pstElement(profile: string, piece: string, sq: number): string | null {
    const mine = edited.profile ? profile === edited.profile.name : profile === W.base
    if (!mine || W.pst !== "tables") return null
    const idx = "PNBRQKpnbrqk".indexOf(piece)
    if (idx < 0) return null
    return `Pst[${idx % 6}][${idx < 6 ? sq : sq ^ 56}]` // Black's table is White's, rank by rank mirrored
}

// ---- Re-tune: the Texel tuner on the server, from the page's edited profile (or its base), on the
// game on the board or a text (PGN or labeled positions), for the chosen term groups. One job at a
// time in the server; Stop (or leaving) ends it with the best weights so far, which become the
// edited profile.
const tuneClient = "tune-" + Math.random().toString(36).slice(2, 10)
let tuneAbort: AbortController | null = null
let tuneChart: Chart | null = null
const TermKeys: [string, string][] = [["mat", "Material"], ["pst", "PST"], ["pawn", "Pawns"], ["piece", "Pieces"],
    ["king", "King"], ["passer", "Passers"], ["pattern", "Patterns"], ["threat", "Threats"]]

function lossChart(): Chart {
    if (tuneChart) return tuneChart
    tuneChart = new Chart($<HTMLCanvasElement>("t-chart"), {
        type: "line",
        data: {labels: [], datasets: [
            {label: "training loss", data: [], borderColor: "#1f5fbf", pointRadius: 2},
            {label: "validation loss", data: [], borderColor: "#c0392b", pointRadius: 2},
        ]},
        options: {animation: false, maintainAspectRatio: false, scales: {x: {title: {display: true, text: "epoch"}}}},
    })
    return tuneChart
}

async function tuneData(): Promise<Record<string, unknown>> {
    let text = $<HTMLTextAreaElement>("t-data").value
    if ($<HTMLSelectElement>("t-source").value === "game") text = (await api.pgnExport(S.tree.toPgn(), S.tags, S.result)).pgn
    if (!text.trim()) throw new Error("no data: play or load a game, or paste games or positions")
    // Games have tags or numbered moves; anything else is taken for position lines.
    const pgn = /^\s*\[\w+\s+"/m.test(text) || /(^|\s)1\.\s*[a-hNBRQKO]/.test(text)
    return pgn ? {pgn: text} : {positions: text}
}

async function startTune() {
    const groups = TermKeys.map(([k]) => k).filter(k => $<HTMLInputElement>(`t-group-${k}`).checked)
    if (!groups.length) { message("choose at least one group of weights to tune"); return }
    const chart = lossChart()
    chart.data.labels = []
    for (const d of chart.data.datasets) d.data = []
    chart.update()
    const status = $("t-status"), bar = $<HTMLProgressElement>("t-progress")
    $<HTMLButtonElement>("t-start").disabled = true
    $<HTMLButtonElement>("t-stop").disabled = false
    delete status.dataset.done
    bar.hidden = false
    bar.value = 0
    tuneAbort = new AbortController()
    let positions = 0, games = 0
    try {
        const body = {client: tuneClient, profile: edited.profile?.name ?? W.base, groups, ...(await tuneData()),
            lambda: Number($<HTMLSelectElement>("t-lambda").value),
            epochs: Number($<HTMLInputElement>("t-epochs").value), threads: Number($<HTMLInputElement>("t-threads").value)}
        status.textContent = "labeling and tracing the positions…"
        await tune(body, async e => {
            if (e.type === "trace") {
                positions = e.positions, games = e.games
                status.textContent = `${e.positions} positions${e.games ? ` from ${e.games} games` : ""}${e.bad ? `, ${e.bad} bad lines left out` : ""}; fitting K…`
            } else if (e.type === "start") {
                chart.data.labels!.push(0)
                chart.data.datasets[0].data.push(e.train_loss)
                chart.data.datasets[1].data.push(e.val_loss)
                chart.update()
                status.textContent = `${e.tuned} weights tuned on ${e.train} positions, ${e.val} for validation; K ${e.K.toFixed(3)}`
            } else if (e.type === "epoch") {
                bar.max = e.epochs
                bar.value = e.epoch
                chart.data.labels!.push(e.epoch)
                chart.data.datasets[0].data.push(e.train_loss)
                chart.data.datasets[1].data.push(e.val_loss)
                chart.update()
                status.textContent = `epoch ${e.epoch}/${e.epochs}: validation loss ${e.val_loss.toFixed(6)} (best ${e.best_val.toFixed(6)}), ${Math.round(e.positions_per_s).toLocaleString("en")} positions/s`
            } else if (e.type === "result") {
                const p = e.profile
                await load(p.base, p.model, p.pst)
                W.set = p.set
                W.fixed = p.fixed
                $<HTMLSelectElement>("w-base").value = p.base
                renderGroups()
                await apply()
                status.dataset.done = "1"
                status.dataset.positionsPerS = String(e.positions_per_s)
                status.textContent = `${e.stopped === "stopped" ? "Stopped: the best weights so far" : "Done"}: ${e.tuned} weights tuned on ${positions} positions` +
                    `${games ? ` (${games} games)` : ""} in ${e.epochs} epochs, ${Math.round(e.positions_per_s).toLocaleString("en")} positions/s; ` +
                    `validation loss of the evaluation ${e.start_val.toFixed(6)} → ${e.val.toFixed(6)}. ${Object.keys(p.set).length} element(s) now differ from ${p.base}: the edited profile.`
            } else if (e.type === "error") {
                status.dataset.done = "1"
                status.textContent = ""
                message(e.message)
            }
        }, tuneAbort.signal)
    } catch (e) {
        if (!(e instanceof DOMException && e.name === "AbortError")) message(errorText(e))
        status.dataset.done = "1"
    } finally {
        $<HTMLButtonElement>("t-start").disabled = false
        $<HTMLButtonElement>("t-stop").disabled = true
        bar.hidden = true
        tuneAbort = null
    }
}

export function initTune() {
    const box = $("t-groups")
    box.append(el("span", {}, "tune"))
    for (const [k, name] of TermKeys) {
        const label = el("label")
        const cb = el("input", {type: "checkbox", id: `t-group-${k}`}) as HTMLInputElement
        cb.checked = k !== "mat" // material held by default, as the quince steps hold it
        label.append(cb, document.createTextNode(" " + name))
        box.append(label)
    }
    $("t-start").onclick = () => startTune()
    $("t-stop").onclick = async () => {
        try { await api.stop(tuneClient) } catch (e) { message(errorText(e)) }
    }
    $("t-file-button").onclick = () => $<HTMLInputElement>("t-file").click()
    $<HTMLInputElement>("t-file").onchange = async e => {
        const f = (e.target as HTMLInputElement).files?.[0]
        if (f) {
            $<HTMLTextAreaElement>("t-data").value = await f.text()
            $<HTMLSelectElement>("t-source").value = "text"
        }
        ;(e.target as HTMLInputElement).value = ""
    }
}

// The Play tab: a game against a profile with a clock. The game is a line of the tree from its
// start to its head; the board may look anywhere meanwhile. Each engine request is tied to the
// node it was asked about and to the game's generation: a takeback, a new game, a resignation or
// a flag fall makes a new generation, aborts the request (closing its stream stops the search),
// and a reply of an older generation is dropped. A reply is applied to its own node, never to the
// position on view.
import {$, el, S, emit, goto, addMove, legalOf, input, enableInput, setTree, setOrientation, message, errorText, playClient} from "./core"
import {search, ApiError} from "./api"
import {GameTree} from "./tree"

type Side = "w" | "b"
const other = (s: Side): Side => s === "w" ? "b" : "w"
const sideOf = (id: number) => S.tree.get(id).fen.split(" ")[1] as Side
const sideName = (s: Side) => s === "w" ? "White" : "Black"

// ---- the clock: runs for the game's side to move only, from the game's first move on.
export const MinMinutes = 0.1, MaxMinutes = 180, MaxIncrement = 60
interface Snapshot { w: number; b: number; started: boolean }
class Clock {
    left = {w: 0, b: 0}
    inc = 0
    running: Side | "" = ""
    since = 0
    started = false
    reset(ms: number, inc: number) { this.left = {w: ms, b: ms}; this.inc = inc; this.running = ""; this.started = false }
    remaining(s: Side) { return this.left[s] - (this.running === s ? performance.now() - this.since : 0) }
    start(s: Side) { this.running = s; this.since = performance.now(); this.started = true }
    stop() {
        if (this.running) this.left[this.running] = Math.max(0, this.remaining(this.running))
        this.running = ""
    }
    // `mover` has moved: its time is taken (plus the increment) and the other side's clock starts.
    moved(mover: Side) {
        if (this.running === mover) this.left[mover] = this.remaining(mover) + this.inc
        this.running = ""
        this.start(other(mover))
    }
    flag(s: Side) { this.left[s] = 0; this.running = "" }
    snapshot(): Snapshot { return {w: this.remaining("w"), b: this.remaining("b"), started: this.started} }
    restore(t: Snapshot, toMove: Side) {
        this.left = {w: t.w, b: t.b}
        this.running = ""
        this.started = t.started
        if (t.started) this.start(toMove)
    }
}

const game = {
    active: false,
    colour: "w" as Side, // the player's
    head: 0, // the game's last position
    gen: 0, // bumped by whatever makes a pending engine reply stale
    ctrl: null as AbortController | null,
    thinking: -1, // the node the engine is thinking about, or -1
    clock: new Clock(),
    snaps: new Map<number, Snapshot>(), // the clock as each game position was reached
}
let timer = 0

export const playing = () => game.active

function fmt(ms: number) {
    const s = Math.max(0, Math.ceil(ms / 1000))
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`
}
function renderClocks() {
    for (const side of ["w", "b"] as const) {
        const c = $(side === "w" ? "clock-white" : "clock-black")
        const ms = game.clock.remaining(side)
        c.textContent = `${sideName(side)} ${fmt(ms)}`
        c.dataset.ms = String(Math.max(0, Math.round(ms)))
        c.classList.toggle("running", game.clock.running === side)
        c.classList.toggle("low", ms < 10000)
    }
    const r = game.clock.running
    if (game.active && r && game.clock.remaining(r) <= 0) {
        game.clock.flag(r)
        endGame(`${sideName(r)} lost on time${r === game.colour ? "" : ": you win"}`)
    }
}

function status(text: string, state: string) {
    const s = $("play-status")
    s.textContent = text
    s.dataset.state = state
    document.body.dataset.thinking = state === "thinking" ? "1" : "0"
}

function opponentName() {
    const elo = $<HTMLSelectElement>("play-strength").value
    return $<HTMLSelectElement>("play-profile").value + (elo ? ` (Elo ${elo})` : "")
}

// The position `id` has just been reached in the game by a move: the clock switches and its
// times are kept for a takeback to this position.
function reached(id: number) {
    game.clock.moved(other(sideOf(id)))
    game.snaps.set(id, game.clock.snapshot())
    game.head = id
    renderClocks()
}

// Ends the game when the position `id` ends it; true then.
async function over(id: number): Promise<boolean> {
    const info = await legalOf(id)
    if (!game.active) return true
    if (info.status === "ongoing") return false
    if (info.status === "checkmate") {
        const loser = sideOf(id)
        endGame(`checkmate: ${sideName(other(loser))} wins${loser === game.colour ? "" : " (you)"}`)
    } else endGame(`game over: ${info.status}, a draw`)
    return true
}

function endGame(text: string) {
    game.active = false
    game.gen++
    game.ctrl?.abort()
    game.ctrl = null
    game.thinking = -1
    game.clock.stop()
    window.clearInterval(timer)
    renderClocks()
    status(text, "over")
    $<HTMLButtonElement>("play-resign").disabled = true
    $("play-retry").hidden = true
    enableInput()
}
export function stopGame() { if (game.active) endGame("game abandoned") }

// The engine's move for the game's head.
async function engineTurn() {
    const node = game.head, my = game.gen
    const ctrl = new AbortController()
    game.ctrl = ctrl
    game.thinking = node
    $("play-retry").hidden = true
    if (game.clock.started && !game.clock.running) game.clock.start(sideOf(node)) // after a retry
    status(`${opponentName()} is thinking…`, "thinking")
    enableInput()
    const body: Record<string, unknown> = {client: playClient, fen: S.tree.startFen, moves: S.tree.ucis(node), profile: $<HTMLSelectElement>("play-profile").value}
    const elo = Number($<HTMLSelectElement>("play-strength").value)
    if (elo) body.elo = elo
    const pers = personality()
    if (pers) body.personality = pers
    const nodes = Number($<HTMLInputElement>("play-nodes").value) || 0, depth = Number($<HTMLInputElement>("play-depth").value) || 0
    if (nodes > 0) body.nodes = nodes
    else if (depth > 0) body.depth = depth
    else Object.assign(body, {wtime: Math.round(game.clock.remaining("w")), btime: Math.round(game.clock.remaining("b")),
                              winc: game.clock.inc, binc: game.clock.inc})
    let best = ""
    try {
        await search(body, e => { if (e.type === "bestmove") best = e.move }, ctrl.signal)
    } catch (e) {
        if (my !== game.gen) return // aborted: the game moved on
        game.thinking = -1
        game.ctrl = null
        game.clock.stop() // the engine's clock waits while nothing thinks
        renderClocks()
        const busy = e instanceof ApiError && e.status === 503
        status(busy ? `The server is busy (${e.message}): the clock is stopped; Retry when a search ends.` : errorText(e), "error")
        $("play-retry").hidden = false
        return
    }
    if (my !== game.gen) return // a stale reply: dropped
    if (!best || best === "0000") { endGame("the engine found no move"); return }
    let id = -1
    try {
        id = await addMove(node, best, true, () => my === game.gen)
    } catch (e) {
        endGame(`the engine's move ${best} was refused: ${errorText(e)}`)
        return
    }
    if (id < 0 || my !== game.gen) return
    game.thinking = -1
    game.ctrl = null
    const watching = S.node === node
    reached(id)
    if (watching) goto(id)
    else message(`${opponentName()} played ${S.tree.get(id).san} (End shows the game's position)`, true)
    if (await over(id)) return
    if (my !== game.gen) return
    status("your move", "your-move")
    enableInput()
}

async function playerMove(uci: string) {
    const my = game.gen
    const id = await addMove(game.head, uci, true, () => my === game.gen && game.active)
    if (id < 0) return
    reached(id)
    goto(id)
    if (await over(id)) return
    if (my === game.gen) engineTurn()
}

// Take back in a game: while the engine thinks, the player's move it thinks about; else the
// engine's last move and the player's before it. The clock goes back to its times there.
export function takeback(): boolean {
    if (!game.active) return false
    const head = game.head
    let target = -1
    if (game.thinking >= 0) target = S.tree.get(head).parent
    else {
        const p = S.tree.get(head).parent
        target = p >= 0 ? S.tree.get(p).parent : -1
    }
    if (target < 0 || sideOf(target) !== game.colour) {
        message("nothing to take back")
        return true
    }
    game.gen++
    game.ctrl?.abort()
    game.ctrl = null
    game.thinking = -1
    S.tree.remove(S.tree.path(head)[S.tree.depth(target)])
    game.head = target
    game.clock.restore(game.snaps.get(target) ?? game.clock.snapshot(), game.colour)
    renderClocks()
    message("")
    status("your move", "your-move")
    emit("tree")
    goto(target)
    return true
}

// ---- settings
// The clock's minutes and increment as typed; a value out of range is refused with the range
// (never changed silently).
function clockSettings(): {ms: number; inc: number} | null {
    const mIn = $<HTMLInputElement>("play-minutes"), iIn = $<HTMLInputElement>("play-inc")
    const minutes = Number(mIn.value), inc = Number(iIn.value)
    const badM = mIn.value.trim() === "" || !Number.isFinite(minutes) || minutes < MinMinutes || minutes > MaxMinutes
    const badI = iIn.value.trim() === "" || !Number.isFinite(inc) || inc < 0 || inc > MaxIncrement
    mIn.classList.toggle("invalid", badM)
    iIn.classList.toggle("invalid", badI)
    if (badM || badI) {
        const parts = []
        if (badM) parts.push(`minutes must be from ${MinMinutes} (${MinMinutes * 60} s) to ${MaxMinutes}`)
        if (badI) parts.push(`the increment must be from 0 to ${MaxIncrement} seconds`)
        status(parts.join("; "), "error")
        return null
    }
    return {ms: Math.round(minutes * 60000), inc: Math.round(inc * 1000)}
}

// The opponent's strength (an Elo on Stockfish 15.1's UCI_Elo scale, docs/strength.md, or full
// strength) and personality (percent of each evaluation term), sent with each engine move.
const EloMin = 1350, EloMax = 2300, EloStep = 50
export function fillPersonality(terms: {key: string; name: string}[]) {
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

async function newGame() {
    const c = clockSettings()
    if (!c) return
    stopGame()
    const colour = $<HTMLSelectElement>("play-color").value as Side
    const fen = S.tree.get(S.node).fen
    game.gen++
    game.colour = colour
    game.head = 0
    game.thinking = -1
    game.clock.reset(c.ms, c.inc)
    game.snaps = new Map([[0, game.clock.snapshot()]])
    game.active = true
    const my = game.gen
    $<HTMLButtonElement>("play-resign").disabled = false
    message("")
    renderClocks()
    window.clearInterval(timer)
    timer = window.setInterval(renderClocks, 100)
    await setOrientation(colour === "w")
    await setTree(new GameTree(fen))
    if (my !== game.gen || await over(0) || my !== game.gen) return
    if (sideOf(0) !== colour) engineTurn()
    else {
        status("your move (the clock starts with the first move)", "your-move")
        enableInput()
    }
}

export function initPlay() {
    for (let elo = EloMin; elo <= EloMax; elo += EloStep)
        $("play-strength").append(el("option", {value: String(elo)}, `Elo ${elo}`))
    $("play-pers-reset").onclick = () => {
        for (const i of document.querySelectorAll<HTMLInputElement>("#play-personality input")) {
            i.value = "100"
            percentOf(i)
        }
    }
    // Between games the clocks show the time set (or the message saying what is wrong with it).
    const showSetting = () => {
        if (game.active) return
        const c = clockSettings()
        if (c) { game.clock.reset(c.ms, c.inc); renderClocks(); status("The game starts from the board's position; the clock starts with the first move.", "") }
    }
    $("play-minutes").onchange = $("play-inc").onchange = showSetting
    $("play-start").onclick = () => newGame()
    $("play-resign").onclick = () => endGame(`you resigned: ${opponentName()} wins`)
    $("play-retry").onclick = () => { if (game.active && game.thinking < 0 && sideOf(game.head) !== game.colour) engineTurn() }
    // While a game runs the board takes the player's moves only, at the game's head.
    const analysisMove = input.onMove
    input.allowed = () => !game.active || (S.node === game.head && game.thinking < 0 && sideOf(game.head) === game.colour)
    input.onMove = uci => game.active ? playerMove(uci) : analysisMove(uci)
    const c = clockSettings()
    if (c) game.clock.reset(c.ms, c.inc)
    renderClocks()
}
